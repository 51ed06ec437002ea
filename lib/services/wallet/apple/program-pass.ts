import type { PassKind } from "@/lib/passes/image-rules";
import type { PassImageDto } from "@/lib/schemas/pass-image";
import { isSuitablePassKind } from "@/lib/schemas/program-template";
import { listImages } from "@/lib/services/pass-images/list-images";
import { listTemplates } from "@/lib/services/templates/list-templates";
import { assembleSamplePass } from "@/lib/services/wallet/apple/build-sample-pass";
import type { ApplePassJson } from "@/lib/services/wallet/apple/pass-json";
import type { PassSigner } from "@/lib/services/wallet/apple/pass-signer";

export type ProgramPass = {
  /** The templates this program may wear (the merchant's, bound to it or to none, of a suitable kind). */
  templates: { id: string; name: string; passType: PassKind }[];
  /** The template it wears and why: chosen (`templateId`), the fallback (newest bound one with a logo), or none. */
  worn: { id: string; name: string; isChosen: boolean } | null;
  /** The sample pass's pass.json and the worn template's images: what the dashboard previews. */
  samplePassJson: ApplePassJson;
  images: PassImageDto[];
  /** Who signs the program's passes now and what they carry (the signing certificate's identifiers). */
  signing: Pick<
    PassSigner,
    "signedBy" | "isDevelopment" | "teamIdentifier" | "passTypeIdentifier" | "expiresAt" | "certificateIssue"
  >;
};

/** Everything the program page's "Pass" section shows, built by the pass builder itself (nothing stored). */
export async function getProgramPass({
  merchantId,
  programId,
}: {
  merchantId: string;
  programId: string;
}): Promise<ProgramPass> {
  const sample = await assembleSamplePass({ merchantId, programId });
  const { program, template, signer } = sample;
  const { items } = await listTemplates({ merchantId });
  const templates = items
    .filter((item) => !item.programId || item.programId === programId)
    .filter((item) => isSuitablePassKind(program.programType, item.passType))
    .map((item) => ({ id: item.id, name: item.name, passType: item.passType }));
  const images = template
    ? (
        await listImages({
          owner: {
            kind: "template",
            merchantId,
            templateId: String(template._id),
            passKind: template.passType,
          },
        })
      ).items
    : [];
  return {
    templates,
    worn: template
      ? {
          id: String(template._id),
          name: template.name,
          isChosen: String(program.templateId ?? "") === String(template._id),
        }
      : null,
    samplePassJson: sample.passJson,
    images,
    signing: {
      signedBy: signer.signedBy,
      certificateIssue: signer.certificateIssue,
      isDevelopment: signer.isDevelopment,
      teamIdentifier: signer.teamIdentifier,
      passTypeIdentifier: signer.passTypeIdentifier,
      expiresAt: signer.expiresAt,
    },
  };
}
