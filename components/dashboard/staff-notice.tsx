import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { PageHeader } from "@/components/ui/page-header";

/** Support staff belong to no merchant, so merchant pages show them how they work instead. */
export function StaffNotice({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Alert tone="info" title="You are signed in as support staff">
        <p>
          Support staff are not tied to one merchant, so the dashboard has no programs to show you. You act
          across merchants through the API: authenticate with your access token and name the merchant in the{" "}
          <code>X-Merchant-Id</code> header (24 hex characters) on each request.
        </p>
        <p>
          <Link href="/docs">Open the API reference</Link>
        </p>
      </Alert>
    </>
  );
}
