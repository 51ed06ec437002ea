import type { Metadata } from "next";
import Link from "next/link";
import { requireMerchant } from "@/app/(dashboard)/require-user";
import { ChooseMerchant } from "@/components/dashboard/choose-merchant";
import { formatDate } from "@/components/i18n/format";
import { de } from "@/components/templates/i18n/de";
import { en } from "@/components/templates/i18n/en";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ArrivalNotice } from "@/components/ui/notice";
import { PageHeader } from "@/components/ui/page-header";
import { ScrollRegion } from "@/components/ui/scroll-region";
import { getRequestLanguage } from "@/lib/i18n/request-language";
import { getServerMessages } from "@/lib/i18n/server-messages";
import { listTemplates } from "@/lib/services/templates/list-templates";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getServerMessages({ en, de })).list.title };
}

type TemplatesPageProps = {
  /** `?deleted=<name>`: the designer just deleted that template. */
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function TemplatesPage({ searchParams }: TemplatesPageProps) {
  const { merchant } = await requireMerchant("/templates");
  const t = await getServerMessages({ en, de });
  const { deleted } = await searchParams;
  const language = await getRequestLanguage();
  const createAction = <ButtonLink href="/templates/new">{t.list.create}</ButtonLink>;
  if (!merchant) return <ChooseMerchant title={t.list.title} />;
  const { items } = await listTemplates({ merchantId: merchant.merchantId });
  const header = (
    <>
      <PageHeader title={t.list.title} description={t.list.description} actions={createAction} />
      {typeof deleted === "string" && deleted && (
        <ArrivalNotice text={t.notices.deleted(deleted.slice(0, 200))} queryParams={["deleted"]} />
      )}
    </>
  );

  if (items.length === 0) {
    return (
      <>
        {header}
        <EmptyState title={t.list.emptyTitle} action={createAction}>
          {t.list.emptyBody}
        </EmptyState>
      </>
    );
  }

  return (
    <>
      {header}
      <ScrollRegion label={t.list.title}>
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t.list.columns.name}</th>
              <th scope="col">{t.list.columns.kind}</th>
              <th scope="col">{t.list.columns.updated}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((template) => (
              <tr key={template.id}>
                <td>
                  <Link href={`/templates/${template.id}`}>{template.name}</Link>
                </td>
                <td>{t.kinds[template.passType]}</td>
                <td>
                  <time dateTime={template.updatedAt}>{formatDate(template.updatedAt, language)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}
