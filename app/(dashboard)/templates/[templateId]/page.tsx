import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireMerchant } from "@/app/(dashboard)/require-user";
import { programOptions } from "@/app/(dashboard)/templates/program-options";
import { ChooseMerchant } from "@/components/dashboard/choose-merchant";
import { de } from "@/components/templates/i18n/de";
import { en } from "@/components/templates/i18n/en";
import { TemplateDesigner } from "@/components/templates/template-designer";
import { ArrivalNotice } from "@/components/ui/notice";
import { PageHeader } from "@/components/ui/page-header";
import { ApiError } from "@/lib/errors/api-error";
import { getServerMessages } from "@/lib/i18n/server-messages";
import { listImages } from "@/lib/services/pass-images/list-images";
import { getTemplateOrThrow } from "@/lib/services/templates/get-template";
import { toTemplateDto } from "@/lib/services/templates/template-dto";
import { templateOwner } from "@/lib/services/templates/template-image-owner";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getServerMessages({ en, de })).list.title };
}

type EditTemplatePageProps = {
  params: Promise<{ templateId: string }>;
  /** `?created=1`: the designer just created this template. */
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

async function loadTemplate(merchantId: string, templateId: string) {
  try {
    const template = toTemplateDto(await getTemplateOrThrow({ merchantId, templateId }));
    const { items } = await listImages({ owner: await templateOwner({ merchantId, templateId }) });
    return { template, images: items };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export default async function EditTemplatePage({ params, searchParams }: EditTemplatePageProps) {
  const { templateId } = await params;
  const isNew = (await searchParams).created === "1";
  const { merchant } = await requireMerchant(`/templates/${encodeURIComponent(templateId)}`);
  const t = await getServerMessages({ en, de });
  if (!merchant) return <ChooseMerchant title={t.list.title} />;
  const loaded = await loadTemplate(merchant.merchantId, templateId);
  if (!loaded) notFound();
  return (
    <>
      <PageHeader title={loaded.template.name} description={t.kinds[loaded.template.passType]} />
      {isNew && <ArrivalNotice text={t.notices.created(loaded.template.name)} queryParams={["created"]} />}
      <TemplateDesigner
        template={loaded.template}
        images={loaded.images}
        programs={await programOptions(merchant.merchantId)}
      />
    </>
  );
}
