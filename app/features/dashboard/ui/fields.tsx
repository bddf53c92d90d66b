import { parseDate, type CalendarDate } from "@internationalized/date";
import type { ReactNode } from "react";
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  Checkbox,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  Switch,
  Text,
  TextArea,
  TextField,
} from "react-aria-components";
import { useTranslation } from "react-i18next";
import styles from "./ui.module.css";

interface BaseFieldProps {
  label: string;
  description?: string;
  error?: string | null;
  className?: string;
}

/** A labelled text input with an optional hint, error and character counter (counts what the server counts). */
export function TextInput({
  label,
  description,
  error,
  className,
  value,
  onChange,
  maxLength,
  type = "text",
  isRequired,
  placeholder,
  name,
  autoFocus,
  quietDescription,
}: BaseFieldProps & {
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  type?: "text" | "url" | "search";
  isRequired?: boolean;
  placeholder?: string;
  name?: string;
  autoFocus?: boolean;
  /** In a filter toolbar: the hint is read to screen readers but not drawn, so the row stays aligned. */
  quietDescription?: boolean;
}) {
  return (
    <TextField
      className={`${styles.field} ${className ?? ""}`}
      value={value}
      onChange={onChange}
      isInvalid={!!error}
      type={type}
      isRequired={isRequired}
      name={name}
      autoFocus={autoFocus}
    >
      <Label className={styles.fieldLabel}>{label}</Label>
      <Input placeholder={placeholder} />
      <HelpText
        description={description}
        error={error}
        length={maxLength ? [...value.trim()].length : undefined}
        max={maxLength}
        quiet={quietDescription}
      />
    </TextField>
  );
}

export function TextAreaField({
  label,
  description,
  error,
  className,
  value,
  onChange,
  maxLength,
  rows = 4,
}: BaseFieldProps & { value: string; onChange: (value: string) => void; maxLength?: number; rows?: number }) {
  return (
    <TextField className={`${styles.field} ${className ?? ""}`} value={value} onChange={onChange} isInvalid={!!error}>
      <Label className={styles.fieldLabel}>{label}</Label>
      <TextArea rows={rows} />
      <HelpText
        description={description}
        error={error}
        length={maxLength ? [...value.trim()].length : undefined}
        max={maxLength}
      />
    </TextField>
  );
}

function HelpText({
  description,
  error,
  length,
  max,
  quiet,
}: {
  description?: string;
  error?: string | null;
  length?: number;
  max?: number;
  quiet?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {description && (
        <Text slot="description" className={quiet ? "visually-hidden" : styles.hint}>
          {description}
        </Text>
      )}
      {error && (
        <Text slot="errorMessage" className={styles.error}>
          {error}
        </Text>
      )}
      {max !== undefined && length !== undefined && (
        <span className={styles.counter} data-over={length > max || undefined} aria-live="polite">
          {t("Characters Count", { count: length, max })}
        </span>
      )}
    </>
  );
}

export interface Option<K extends string = string> {
  id: K;
  label: string;
}

/** A labelled single-choice menu (React Aria Select). */
export function SelectField<K extends string>({
  label,
  description,
  error,
  className,
  options,
  value,
  onChange,
  hideLabel,
}: BaseFieldProps & { options: Option<K>[]; value: K; onChange: (value: K) => void; hideLabel?: boolean }) {
  return (
    <Select
      className={`${styles.field} ${className ?? ""}`}
      value={value}
      isInvalid={!!error}
      onChange={(key) => key !== null && onChange(String(key) as K)}
      aria-label={hideLabel ? label : undefined}
    >
      {!hideLabel && <Label className={styles.fieldLabel}>{label}</Label>}
      <Button className={styles.selectButton}>
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </Button>
      {description && (
        <Text slot="description" className={styles.hint}>
          {description}
        </Text>
      )}
      {error && (
        <Text slot="errorMessage" className={styles.error}>
          {error}
        </Text>
      )}
      <Popover className={styles.popover}>
        <ListBox className={styles.listBox} items={options}>
          {(option) => (
            <ListBoxItem id={option.id} className={styles.option} textValue={option.label}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}

/** A labelled on/off switch. */
export function SwitchField({
  children,
  isSelected,
  onChange,
  isDisabled,
  "aria-label": ariaLabel,
}: {
  children?: ReactNode;
  isSelected: boolean;
  onChange: (value: boolean) => void;
  isDisabled?: boolean;
  "aria-label"?: string;
}) {
  return (
    <Switch
      className={styles.switch}
      isSelected={isSelected}
      onChange={onChange}
      isDisabled={isDisabled}
      aria-label={ariaLabel}
    >
      <span className={styles.switchTrack} aria-hidden="true" />
      {children}
    </Switch>
  );
}

export function CheckboxField({
  children,
  isSelected,
  isIndeterminate,
  onChange,
  "aria-label": ariaLabel,
}: {
  children?: ReactNode;
  isSelected: boolean;
  isIndeterminate?: boolean;
  onChange: (value: boolean) => void;
  "aria-label"?: string;
}) {
  return (
    <Checkbox
      className={styles.checkbox}
      isSelected={isSelected}
      isIndeterminate={isIndeterminate}
      onChange={onChange}
      aria-label={ariaLabel}
    >
      {({ isSelected: on, isIndeterminate: some }) => (
        <>
          <span className={styles.checkboxBox} aria-hidden="true">
            {some ? "–" : on ? "✓" : ""}
          </span>
          {children}
        </>
      )}
    </Checkbox>
  );
}

function toCalendarDate(value: string): CalendarDate | null {
  if (!/^\d{4}-\d{2}-\d{2}/.test(value)) return null;
  try {
    return parseDate(value.slice(0, 10));
  } catch {
    return null;
  }
}

/** A date (YYYY-MM-DD) with typed segments and a calendar popover (React Aria DatePicker). */
export function DateField({
  label,
  description,
  error,
  className,
  value,
  onChange,
  isRequired,
}: BaseFieldProps & {
  value: string;
  onChange: (value: string) => void;
  isRequired?: boolean;
}) {
  return (
    <DatePicker
      className={`${styles.field} ${className ?? ""}`}
      value={toCalendarDate(value)}
      isRequired={isRequired}
      onChange={(date) => onChange(date ? date.toString() : "")}
      isInvalid={!!error}
      granularity="day"
    >
      <Label className={styles.fieldLabel}>{label}</Label>
      <Group className={styles.dateGroup}>
        <DateInput className={styles.dateInput}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <Button className={styles.calendarButton}>▾</Button>
      </Group>
      {description && (
        <Text slot="description" className={styles.hint}>
          {description}
        </Text>
      )}
      {error && (
        <Text slot="errorMessage" className={styles.error}>
          {error}
        </Text>
      )}
      <Popover className={styles.popover}>
        <Dialog className={styles.calendarDialog}>
          <Calendar className={styles.calendar}>
            <header>
              <Button slot="previous">◀</Button>
              <Heading />
              <Button slot="next">▶</Button>
            </header>
            <CalendarGrid>{(date) => <CalendarCell date={date} className={styles.calendarCell} />}</CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </DatePicker>
  );
}
