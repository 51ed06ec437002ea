import { ButtonLink } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";

/** Inside the dashboard (its navigation stays around it), a missing page leads back to the merchant's work. */
export default function DashboardNotFound() {
  return (
    <>
      <PageHeader
        title="Not found"
        description="This page does not exist, or what it shows belongs to another merchant."
      />
      <ButtonLink href="/programs">Back to your programs</ButtonLink>
    </>
  );
}
