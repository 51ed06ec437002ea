"use client";

import type { ReactNode } from "react";
import type { BuilderTab, BuilderTabKey } from "@/components/programs/builder-tabs";
import { ContactSection } from "@/components/programs/contact-section";
import { CustomFieldsEditor } from "@/components/programs/custom-fields-editor";
import { useProgramMessages } from "@/components/programs/i18n/use-program-messages";
import { IdentitySection } from "@/components/programs/identity-section";
import { PointsSection } from "@/components/programs/points-section";
import styles from "@/components/programs/program-builder.module.css";
import { RedemptionSection } from "@/components/programs/redemption-section";
import { RetentionSection } from "@/components/programs/retention-section";
import { ScannerSection } from "@/components/programs/scanner-section";
import { TiersEditor } from "@/components/programs/tiers-editor";
import { TranslationsSection } from "@/components/programs/translations-section";
import { Button } from "@/components/ui/button";
import { TabPanel, tabId } from "@/components/ui/tabs";

/** What each tab holds. */
const PANEL_CONTENT: Record<BuilderTabKey, () => ReactNode> = {
  identity: () => <IdentitySection />,
  contact: () => <ContactSection />,
  languages: () => <TranslationsSection />,
  points: () => (
    <>
      <PointsSection />
      <ScannerSection />
    </>
  ),
  tiers: () => <TiersEditor />,
  customFields: () => <CustomFieldsEditor />,
  redemption: () => <RedemptionSection />,
  retention: () => <RetentionSection />,
};

type BuilderPanelsProps = {
  tabs: BuilderTab[];
  activeTab: BuilderTabKey;
  onSelect: (key: BuilderTabKey) => void;
};

/** The panels of the tabs the program shows, each ending with a way on to the next one. */
export function BuilderPanels({ tabs, activeTab, onSelect }: BuilderPanelsProps) {
  const t = useProgramMessages().tabs;
  const goTo = (key: BuilderTabKey) => {
    onSelect(key);
    const tab = document.getElementById(tabId("builder", key));
    tab?.focus();
    tab?.scrollIntoView({ block: "nearest" });
  };
  return tabs.map((tab, index) => {
    const next = tabs[index + 1];
    return (
      <TabPanel key={tab.key} idPrefix="builder" tabKey={tab.key} isActive={tab.key === activeTab}>
        {PANEL_CONTENT[tab.key]()}
        {next && (
          <p className={styles.next}>
            <Button variant="secondary" onClick={() => goTo(next.key)}>
              {t.next(t.titles[next.key])}
            </Button>
          </p>
        )}
      </TabPanel>
    );
  });
}
