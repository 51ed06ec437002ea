import type { ImageOwner } from "@/lib/services/pass-images/image-owner";
import { getTemplateOrThrow } from "@/lib/services/templates/get-template";

/** The template's image slots, once the template is the merchant's (404 otherwise). */
export async function templateOwner(options: {
  merchantId: string;
  templateId: string;
}): Promise<ImageOwner> {
  const template = await getTemplateOrThrow(options);
  return { kind: "template", ...options, passKind: template.passType };
}
