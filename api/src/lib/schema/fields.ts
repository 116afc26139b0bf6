import { z } from 'zod';
import { MSG } from '../messages';
import { plainItalian } from './issue-messages';

/**
 * The building blocks of every request schema: each field type with the API's Italian
 * messages and its rules for absent values. Three flavours per type:
 *
 * - `required…`: the field must be there; absent, null or '' is "Questo campo è obbligatorio."
 * - `optional…`: may be absent (a partial update); null or '' is refused as a required field.
 * - `nullable…`: may be absent, null or '' (empty text fields are sent as null and stored as
 *   null).
 *
 * Text is trimmed before its length is checked. A value of the wrong type gets the type's own
 * message. How issues become the DRF error body is in `./errors.ts`.
 */

// Any message a schema does not set itself is a plain Italian sentence about the field.
z.config({ localeError: plainItalian });

/** PostgreSQL `integer` (int4), the type of every id and whole number the database stores. */
export const INT4_MIN = -2147483648;
export const INT4_MAX = 2147483647;

/** A value that can be the id of a row: a whole number from 1 to INT4_MAX. */
export function isRowId(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 1 && (value as number) <= INT4_MAX;
}

/** A JSON object (not null, not an array). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isMissing = (input: unknown) => input === undefined || input === null;

/** The type's message, or "required" when the value is missing ('' too, unless `emptyIsValue`). */
function typeError(message: string, { emptyIsValue = false } = {}) {
  return (issue: { input?: unknown }) =>
    isMissing(issue.input) || (!emptyIsValue && issue.input === '') ? MSG.required : message;
}

interface TextOptions {
  max?: number;
}

function trimmedText({ max }: TextOptions) {
  const text = z.string({ error: typeError(MSG.invalidText) }).trim();
  return max === undefined ? text : text.max(max, { error: MSG.maxLength(max) });
}

export function requiredText(options: TextOptions = {}) {
  return trimmedText(options).min(1, { error: MSG.required });
}

export function optionalText(options: TextOptions = {}) {
  return requiredText(options).optional();
}

/** Absent stays absent (undefined); null and blank text become null. */
export function nullableText(options: TextOptions = {}) {
  return trimmedText(options)
    .nullable()
    .transform((value) => (value === '' ? null : value))
    .optional();
}

export function requiredBool() {
  return z.boolean({ error: typeError(MSG.invalidBoolean, { emptyIsValue: true }) });
}

/** null reads as absent. */
export function optionalBool() {
  return requiredBool()
    .nullish()
    .transform((value) => value ?? undefined);
}

interface IntOptions {
  /** Default INT4_MIN: nothing outside PostgreSQL integer reaches a query. */
  min?: number;
  /** Default INT4_MAX. */
  max?: number;
}

function wholeNumber() {
  return z.number({ error: typeError(MSG.invalidInteger) }).int({ error: MSG.invalidInteger });
}

export function requiredInt({ min = INT4_MIN, max = INT4_MAX }: IntOptions = {}) {
  return wholeNumber()
    .min(min, { error: MSG.minValue(min) })
    .max(max, { error: MSG.maxValue(max) });
}

export function optionalInt(options: IntOptions = {}) {
  return requiredInt(options).optional();
}

/** Absent stays absent; null and '' become null. */
export function nullableInt(options: IntOptions = {}) {
  return z
    .union([
      requiredInt(options),
      z.literal('', { error: typeError(MSG.invalidInteger) }).transform(() => null),
    ])
    .nullable()
    .optional();
}

/** One of a few whole numbers (notice days, popup ids); any other number gets `message`. */
export function intChoice<T extends number>(
  choices: readonly T[],
  message: string = MSG.invalidChoice,
) {
  return wholeNumber()
    .refine((value): value is T => (choices as readonly number[]).includes(value), {
      error: message,
    })
    .meta({ enum: [...choices] }) as unknown as z.ZodType<T, number>;
}

/** The id of a row: a whole number some row could have; any other number gets `unknown`. */
export function rowId(unknown: string = MSG.invalidChoice) {
  return wholeNumber().min(1, { error: unknown }).max(INT4_MAX, { error: unknown });
}

/**
 * A reference to another row: its id, or the object the API itself returned ({ id, … }), so a
 * client may send back what it received.
 */
export function rowRef(unknown: string = MSG.invalidChoice) {
  return z.union([
    rowId(unknown),
    // Whatever is wrong inside the object (no id, an id that is none) is the field's own
    // message, on the field, as for a bare id. So the validator takes `id` as optional (a
    // missing key would be an issue of its own, at `field.id`); the document still requires it.
    z
      .looseObject({ id: z.unknown().optional() })
      .meta({ required: ['id'] })
      .transform((row) => row.id)
      .pipe(z.custom<number>(isRowId, { error: unknown })),
  ]);
}

/** rowRef that may be absent (undefined), null or '' (null). */
export function nullableRowRef(unknown: string = MSG.invalidChoice) {
  return z
    .union([rowRef(unknown), z.literal('', { error: typeError(MSG.invalidInteger) })])
    .nullable()
    .transform((value) => (value === '' ? null : value))
    .optional();
}

/**
 * An object whose keys are all known: any other key is "Campo non consentito." (DRF refuses
 * what it would not write). `ignored` keys are read-only fields a client may echo back: they
 * are accepted and dropped.
 */
export function strictObject<Shape extends z.ZodRawShape>(
  shape: Shape,
  ignored: readonly string[] = [],
) {
  const echoes = Object.fromEntries(ignored.map((key) => [key, z.unknown().optional()]));
  return z
    .strictObject(
      { ...echoes, ...shape },
      { error: typeError(MSG.invalidObject, { emptyIsValue: true }) },
    )
    .transform((value) => {
      const kept: Record<string, unknown> = { ...value };
      for (const key of ignored) if (!(key in shape)) delete kept[key];
      return kept as z.output<z.ZodObject<Shape>>;
    });
}

/**
 * A nested object that must be there: when absent it is read as {} so that its own required
 * fields report ('profile.city' rather than a bare 'profile'), as the forms show them.
 */
export function requiredObject<Shape extends z.ZodRawShape>(
  shape: Shape,
  ignored: readonly string[] = [],
) {
  return strictObject(shape, ignored).prefault({} as never);
}

/** A password or a token: taken as sent, never trimmed (spaces may be part of it). */
export function requiredSecret() {
  return z.string({ error: typeError(MSG.invalidText) }).min(1, { error: MSG.required });
}
