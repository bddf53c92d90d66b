import { useState } from "react";
import { Button, Form } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { AdminUser, UsersResponse } from "~/shared/api/admin";
import { GRADES, type Grade } from "~/shared/constants";
import { SelectField, TextInput } from "../ui/fields";
import { useFormat } from "../ui/format";
import { DataTable, type Column } from "../ui/data-table";
import { Pagination, useQueryUpdate } from "../ui/pagination";
import { DeleteUserDialog, GradeDialog, RenameDialog } from "./user-dialogs";
import ui from "../ui/ui.module.css";
import { PageHeader } from "../ui/page-header";

type Editing = { kind: "grade" | "rename" | "delete"; user: AdminUser } | null;

const GRADE_TONE: Record<Grade, string | undefined> = {
  admin: "brand",
  manager: "ok",
  blocked: "danger",
  user: undefined,
};

/** User Management (admin): search by name or identity, grade filter, change grade, rename, delete. */
export function UserList({ users, totalUsers, me }: UsersResponse & { me: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [params] = useSearchParams();
  const update = useQueryUpdate();
  const [search, setSearch] = useState(params.get("search") ?? "");
  const [editing, setEditing] = useState<Editing>(null);
  const grade = params.get("grade") ?? "all";
  const close = () => setEditing(null);
  const columns: Column<AdminUser>[] = [
    {
      id: "name",
      header: t("Name"),
      cell: (user) => (
        <span className={ui.who}>
          <img src={user.photo} alt="" width={32} height={32} />
          <span>{user.displayName}</span>
          {user.id === me && <span className={ui.badge}>{t("You")}</span>}
        </span>
      ),
    },
    { id: "identity", header: t("Identity"), className: ui.code, cell: (user) => user.identity ?? "—" },
    {
      id: "grade",
      header: t("Grade"),
      cell: (user) => (
        <span className={ui.badge} data-tone={GRADE_TONE[user.grade]}>
          {t(`Grade ${user.grade}`)}
        </span>
      ),
    },
    { id: "colorings", header: t("Colorings"), cell: (user) => format.number(user.totalColorings) },
    { id: "joined", header: t("Joined"), className: ui.nowrap, cell: (user) => format.day(user.createdAt) },
    {
      id: "actions",
      header: t("Actions"),
      cell: (user) => (
        <span className={ui.actions}>
          <Button
            className={ui.buttonQuiet}
            isDisabled={user.id === me}
            onPress={() => setEditing({ kind: "grade", user })}
            aria-label={t("Change grade of", { name: user.displayName })}
          >
            {t("Change grade")}
          </Button>
          <Button
            className={ui.buttonQuiet}
            onPress={() => setEditing({ kind: "rename", user })}
            aria-label={t("Rename user", { name: user.displayName })}
          >
            {t("Rename")}
          </Button>
          <Button
            className={ui.buttonQuiet}
            isDisabled={user.id === me}
            onPress={() => setEditing({ kind: "delete", user })}
            aria-label={t("Delete user", { name: user.displayName })}
          >
            {t("Delete")}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t("User Management")} />
      <Form
        className={ui.toolbar}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          update({ search: search.trim() });
        }}
      >
        <TextInput
          className={ui.grow}
          type="search"
          label={t("Search users")}
          description={t("Search Users Hint")}
          quietDescription
          placeholder={t("Search Users Placeholder")}
          value={search}
          onChange={setSearch}
        />
        <Button type="submit" className={ui.button}>
          {t("Search")}
        </Button>
        <SelectField
          label={t("Grade")}
          value={grade}
          onChange={(v) => update({ grade: v === "all" ? undefined : v })}
          options={[{ id: "all", label: t("All grades") }, ...GRADES.map((g) => ({ id: g, label: t(`Grade ${g}`) }))]}
        />
      </Form>
      <DataTable
        label={t("User Management")}
        columns={columns}
        rows={users}
        rowKey={(user) => user.id}
        empty={t("No users found")}
      />
      <Pagination total={totalUsers} label={t("User pages")} />
      {editing?.kind === "grade" && <GradeDialog user={editing.user} onClose={close} />}
      {editing?.kind === "rename" && <RenameDialog user={editing.user} onClose={close} />}
      {editing?.kind === "delete" && <DeleteUserDialog user={editing.user} onClose={close} />}
    </>
  );
}
