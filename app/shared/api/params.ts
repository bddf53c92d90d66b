import { z } from "../zod";

/**
 * Bounds every id and date the API reads from a URL or a body, so that a value the database cannot hold is a 400
 * for the client instead of a 500 from PostgreSQL (`integer out of range`, `date/time field value out of range`).
 */

/** The largest `serial`/`integer` id PostgreSQL stores (2^31 − 1). */
export const MAX_INT32 = 2_147_483_647;

/** A row id from a path or a query: a whole number from 1 to 2^31 − 1. */
export const idParamSchema = z.coerce
  .number({ message: "The id must be a whole number." })
  .int("The id must be a whole number.")
  .positive("The id must be a whole number from 1.")
  .max(MAX_INT32, "No item has an id that large.");

/** The years a date may have: four digits, and far from the limits of JavaScript and PostgreSQL dates. */
export const MIN_YEAR = 1000;
export const MAX_YEAR = 9998;

/**
 * A calendar date as YYYY-MM-DD that really exists (2024-02-30 does not), in the years 1000–9998 (9998, so that the
 * day after any accepted date still has four digits).
 */
export const calendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "The date must be written as YYYY-MM-DD.")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, "That date does not exist.")
  .refine((value) => inYearRange(Number(value.slice(0, 4))), `The year must be from ${MIN_YEAR} to ${MAX_YEAR}.`);

/** An ISO 8601 date-time with its offset, in the same years. */
export const dateTimeSchema = z.iso
  .datetime({ offset: true })
  .refine(
    (value) => inYearRange(new Date(value).getUTCFullYear()),
    `The year must be from ${MIN_YEAR} to ${MAX_YEAR}.`,
  );

function inYearRange(year: number): boolean {
  return year >= MIN_YEAR && year <= MAX_YEAR;
}
