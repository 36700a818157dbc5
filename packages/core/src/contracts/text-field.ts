import { z } from "zod";

/**
 * C0 control characters and DEL, except tab, line feed and carriage return. PostgreSQL cannot store NUL in
 * text or JSON at all, and the others are never typed by a person: they come from a script or a broken paste.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const hasControlCharacter = (value: string): boolean => CONTROL_CHARACTER.test(value);

/** Text read from a document, made fit to send back: each control character becomes a space. */
export const withoutControlCharacters = (value: string): string =>
  value.replace(new RegExp(CONTROL_CHARACTER.source, "g"), " ");

export const controlCharacterMessage = (field: string) => `${field} may not contain control characters.`;

/**
 * Half of a UTF-16 surrogate pair without its other half: JSON's "\\ud800" escape makes one, but it is no character,
 * so PostgreSQL refuses it in JSON and silently turns it into U+FFFD in text.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasLoneSurrogate = (value: string): boolean => LONE_SURROGATE.test(value);

export const loneSurrogateMessage = (field: string) =>
  `${field} contains an unpaired UTF-16 surrogate (half of a character): send valid Unicode text.`;

/** A field a person types: trimmed, at most `max` characters, no control characters; errors name the field. */
export const textField = (max: number, field: string) =>
  z
    .string()
    .trim()
    .max(max, `${field} must be at most ${max} characters.`)
    .refine((value) => !hasControlCharacter(value), controlCharacterMessage(field))
    .refine((value) => !hasLoneSurrogate(value), loneSurrogateMessage(field));
