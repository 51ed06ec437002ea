import { Alert } from "@/components/ui/alert";

export const DATABASE_UNAVAILABLE_TEXT = {
  title: "The dashboard cannot reach its database right now",
  body: "Nothing is lost: your programs are stored safely. This usually clears up within a minute. Try again in a moment.",
  retry: "Try again",
} as const;

/** What the dashboard shows instead of an error page while the database is down. */
export function DatabaseUnavailable({ action }: { action: React.ReactNode }) {
  return (
    <main id="main" className="auth-page">
      <div className="auth-card">
        <div className="card stack" role="alert">
          <h1>{DATABASE_UNAVAILABLE_TEXT.title}</h1>
          <Alert tone="warning">
            <p>{DATABASE_UNAVAILABLE_TEXT.body}</p>
          </Alert>
          {action}
        </div>
      </div>
    </main>
  );
}
