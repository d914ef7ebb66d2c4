import { useTranslation } from "@vantreo/i18n/react";
import type { StaffRole } from "@vantreo/contracts/core";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@vantreo/ui";
import { visibleSections } from "./sections";

/** Props of the shortcuts dialog. */
export interface ShortcutsDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  roles: readonly StaffRole[];
}

function Keys({ keys }: { keys: readonly string[] }) {
  return (
    <span dir="ltr" className="flex gap-1">
      {keys.map((key) => (
        <kbd key={key} className="rounded border bg-muted px-1.5 py-0.5 font-mono text-xs">
          {key}
        </kbd>
      ))}
    </span>
  );
}

/** The keyboard shortcuts of the app (`?`), as a list of keys and what they do. */
export function ShortcutsDialog({ open, onOpenChange, roles }: ShortcutsDialogProps) {
  const { t } = useTranslation("desk");
  const rows: { keys: string[]; label: string }[] = [
    { keys: ["j"], label: t("app.shortcuts.next") },
    { keys: ["k"], label: t("app.shortcuts.previous") },
    { keys: ["Enter"], label: t("app.shortcuts.openRow") },
    { keys: ["/"], label: t("app.shortcuts.search") },
    ...visibleSections(roles).map((section) => ({
      keys: ["g", section.key],
      label: t("app.shortcuts.goTo", {
        section: section.id === "dataroom" ? t("app.dataroom") : t(`nav.${section.id}`),
      }),
    })),
    { keys: ["?"], label: t("app.shortcuts.help") },
  ];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("app.shortcuts.close")}>
        <DialogHeader>
          <DialogTitle>{t("app.shortcuts.title")}</DialogTitle>
          <DialogDescription>{t("app.shortcuts.description")}</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
          {rows.map((row) => (
            <div key={row.keys.join(" ")} className="contents">
              <dt>
                <Keys keys={row.keys} />
              </dt>
              <dd>{row.label}</dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
