/**
 * Next replaces a server error's message with a hash before it reaches the browser, but keeps a `digest` the error
 * already has: this one lets the dashboard's error boundary (a client component) tell "database down" apart.
 */
export const DATABASE_UNAVAILABLE_DIGEST = "DATABASE_UNAVAILABLE";
