/** Account limits shared by the forms and the API. Free of zod, so the web bundle can import them cheaply. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const RESET_TOKEN_TTL_MINUTES = 60;
