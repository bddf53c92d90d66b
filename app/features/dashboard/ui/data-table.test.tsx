import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DataTable, type Column } from "./data-table";

interface Person {
  id: number;
  name: string;
  lang: string;
  active: boolean;
}
const columns: Column<Person>[] = [
  { id: "name", header: "Name", cell: (p) => p.name, rowHeader: true, lang: (p) => p.lang },
  { id: "state", header: "State", cell: (p) => (p.active ? "on" : "off"), className: "wrap" },
];
const people: Person[] = [
  { id: 1, name: "Ana", lang: "id", active: true },
  { id: 2, name: "Min", lang: "ko", active: false },
];

const render = (rows: Person[]) =>
  renderToStaticMarkup(
    <DataTable
      label="People"
      columns={columns}
      rows={rows}
      rowKey={(p) => p.id}
      empty="Nobody yet"
      rowData={(p) => ({ "data-deactivated": !p.active || undefined })}
    />,
  );

describe("DataTable", () => {
  it("renders a real table in a labelled, focusable scroll region, with a caption and column headers", () => {
    const html = render(people);
    expect(html).toMatch(
      /^<div[^>]* role="region" aria-label="People" tabindex="0"><table[^>]*><caption class="visually-hidden">People<\/caption>/,
    );
    expect(html).toContain('<thead><tr><th scope="col">Name</th><th scope="col">State</th></tr></thead>');
  });

  it("fills one row per item in order, with row headers, cell languages and classes, and row data attributes", () => {
    const html = render(people);
    const rows = html.split("<tbody>")[1].split("</tr>").slice(0, 2);
    expect(rows[0]).toBe('<tr><th scope="row" lang="id">Ana</th><td class="wrap">on</td>');
    expect(rows[1]).toBe('<tr data-deactivated="true"><th scope="row" lang="ko">Min</th><td class="wrap">off</td>');
  });

  it("shows the empty message instead of an empty table", () => {
    expect(render([])).toMatch(/^<p[^>]*>Nobody yet<\/p>$/);
  });
});
