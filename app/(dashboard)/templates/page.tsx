import type { Metadata } from "next";
import Link from "next/link";
import { requireUser } from "@/app/(dashboard)/require-user";
import { ComingNext } from "@/components/dashboard/coming-next";

export const metadata: Metadata = { title: "Templates" };

export default async function TemplatesPage() {
  await requireUser("/templates");
  return (
    <ComingNext
      title="Pass templates"
      summary="Design how your passes look in Apple Wallet and Google Wallet."
      plans={[
        "Templates for store cards, coupons, event tickets, boarding passes and generic passes.",
        "Uploading logo, icon, strip, background, thumbnail and footer images in normal, high and ultra resolution — only the image types each pass kind supports.",
        "Colours, labels and the fields shown on the front and back of the pass, with a live preview.",
      ]}
    >
      <p className="muted">
        Until then, the <Link href="/docs">API reference</Link> lists everything you can already do over the
        API.
      </p>
    </ComingNext>
  );
}
