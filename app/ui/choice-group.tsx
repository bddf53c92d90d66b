import { createContext, useContext, useId, type ReactNode } from "react";

/**
 * A row of choices made of the browser's own radio buttons, for the controls on a page's first screen (the coloring
 * tools, the video list's order). The browser gives them their keyboard (Tab into the group, arrows between the
 * choices), their form value and their role; a choice's look follows `data-selected`, and its focus ring
 * `:has(:focus-visible)`. React Aria's RadioGroup does the same, but its module reads the browser's date formats when
 * it loads (25-100 ms of a page's first second on this machine, ×4 on a phone); the dialogs keep React Aria, loaded
 * when they open.
 */
interface Group {
  name: string;
  value: string | null;
  onChange(value: string): void;
}

const GroupContext = createContext<Group | null>(null);

export function ChoiceGroup({
  name,
  value,
  onChange,
  label,
  labelClassName = "visually-hidden",
  className,
  children,
}: {
  /** The form field's name (a plain GET form sends it without scripts); one of the page's own otherwise. */
  name?: string;
  value: string | null;
  onChange(value: string): void;
  label: string;
  labelClassName?: string;
  className?: string;
  children: ReactNode;
}) {
  const ownName = useId();
  const labelId = useId();
  return (
    <div role="radiogroup" aria-labelledby={labelId} className={className}>
      <span id={labelId} className={labelClassName}>
        {label}
      </span>
      <GroupContext.Provider value={{ name: name ?? ownName, value, onChange }}>{children}</GroupContext.Provider>
    </div>
  );
}

/** One choice of the enclosing ChoiceGroup: its content is the visible face, `label` the name when it has no text. */
export function Choice({
  value,
  label,
  className,
  children,
}: {
  value: string;
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  const group = useContext(GroupContext);
  if (!group) throw new Error("Choice outside a ChoiceGroup");
  const selected = group.value === value;
  return (
    <label className={className} data-selected={selected || undefined}>
      <input
        type="radio"
        className="visually-hidden"
        name={group.name}
        value={value}
        checked={selected}
        aria-label={label}
        onChange={() => group.onChange(value)}
      />
      {children}
    </label>
  );
}
