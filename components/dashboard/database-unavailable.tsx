import { DASHBOARD_MESSAGES } from "@/components/dashboard/i18n/messages";
import { Alert } from "@/components/ui/alert";
import { getServerMessages } from "@/lib/i18n/server-messages";

/** What the dashboard shows instead of an error page while the database is down. */
export async function DatabaseUnavailable({ action }: { action: React.ReactNode }) {
  const t = (await getServerMessages(DASHBOARD_MESSAGES)).databaseUnavailable;
  return (
    <main id="main" className="auth-page">
      <div className="auth-card">
        <div className="card stack" role="alert">
          <h1>{t.title}</h1>
          <Alert tone="warning">
            <p>{t.body}</p>
          </Alert>
          {action}
        </div>
      </div>
    </main>
  );
}
