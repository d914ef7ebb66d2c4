import {
  Badge,
  Button,
  ChevronDownIcon,
  Collapsible,
  CollapsibleContent,
  CollapsibleTrigger,
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from "@vantreo/ui";
import { useEffect, useRef } from "react";
import { useTranslation } from "@vantreo/i18n/react";
import { Link, useLocation } from "../../navigation";
import { bookingUrl } from "../../config/site-config";
import { MENU_GROUPS, type MenuGroup } from "../../navigation/menu-groups";
import { useLocalizedPath } from "../../navigation/use-locale";

function MenuGroupSection({ group }: { group: MenuGroup }) {
  const { t } = useTranslation("common");
  const localize = useLocalizedPath();
  const name = t(`menu.groups.${group.id}`);
  return (
    <Collapsible className="border-b py-1">
      <CollapsibleTrigger className="group flex w-full items-center justify-between rounded-md px-2 py-3 text-start font-semibold hover:bg-muted focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:outline-none">
        {name}
        <ChevronDownIcon className="size-4 transition-transform group-data-[state=open]:rotate-180" />
      </CollapsibleTrigger>
      <CollapsibleContent>
        <ul className="pb-2">
          {group.items.map((item) => (
            <li key={item.path}>
              <Link
                to={localize(item.path)}
                className="flex items-center gap-2 rounded-md px-4 py-2 text-sm text-muted-foreground hover:bg-muted hover:text-foreground"
              >
                {t(item.labelKey)}
                {item.badge ? (
                  <Badge variant={item.badge}>{t(`menu.badges.${item.badge}`)}</Badge>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </CollapsibleContent>
    </Collapsible>
  );
}

interface SiteMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Focus goes back here when the menu closes (the trigger lives outside the dialog). */
  returnFocusTo: React.RefObject<HTMLButtonElement | null>;
}

/**
 * The site menu (spec section 2): a panel on the end side (right, or left in Arabic) with six
 * independently collapsible groups; it closes on route change and locks page scroll while open
 * (Radix Dialog's scroll lock).
 */
export default function SiteMenu({ open, onOpenChange, returnFocusTo }: SiteMenuProps) {
  const { t } = useTranslation("common");
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);

  useEffect(() => {
    if (pathname !== firstPath.current) onOpenChange(false);
    firstPath.current = pathname;
  }, [pathname, onOpenChange]);

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="end"
        closeLabel={t("header.closeMenu")}
        className="flex w-full flex-col overflow-y-auto sm:max-w-sm"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <SheetHeader>
          <SheetTitle>{t("menu.title")}</SheetTitle>
          <SheetDescription>{t("menu.description")}</SheetDescription>
        </SheetHeader>
        <nav aria-label={t("menu.title")} className="flex-1 px-4">
          {MENU_GROUPS.map((group) => (
            <MenuGroupSection key={group.id} group={group} />
          ))}
        </nav>
        <div className="p-4">
          <Button asChild className="w-full">
            <a
              href={bookingUrl("consultation-30", "menu")}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t("menu.bookConsultation")}
              <span className="sr-only"> {t("actions.opensInNewTab")}</span>
            </a>
          </Button>
        </div>
      </SheetContent>
    </Sheet>
  );
}
