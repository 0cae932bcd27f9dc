/**
 * Where a password reset link lands: the home page, which opens the "choose a new password" view
 * with the link's token (`?reset=1&token=…`, or `&error=INVALID_TOKEN` for a bad link). Apart from
 * the schemas, so the web app's first load can name it without the validation library.
 */
export const RESET_PASSWORD_LANDING = "/?reset=1";
