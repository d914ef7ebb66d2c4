import { Button, MenuIcon } from "@vantreo/ui";
import { lazy, Suspense, useRef, useState } from "react";
import { useTranslation } from "@vantreo/i18n/react";

// The panel and its dialog machinery load on first use, not with every page.
const SiteMenu = lazy(() => import("./site-menu"));

/** The header's menu button; the menu itself is fetched the first time it opens. */
export function MenuButton() {
  const { t } = useTranslation("common");
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t("header.openMenu")}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <MenuIcon className="size-5" />
      </Button>
      {requested ? (
        <Suspense fallback={null}>
          <SiteMenu open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      ) : null}
    </>
  );
}
