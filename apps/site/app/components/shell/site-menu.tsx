import { Badge, Button, ChevronDownIcon, MenuIcon, XIcon } from "@vantreo/ui";
import { useTranslation } from "@vantreo/i18n/react";
import { Link } from "../../navigation";
import { bookingUrl } from "../../config/site-config";
import { MENU_GROUPS, type MenuGroup } from "../../navigation/menu-groups";
import { useLocalizedPath } from "../../navigation/use-locale";

/** The id of the menu's popover, which its button opens. */
export const SITE_MENU_ID = "site-menu";

function MenuGroupSection({ group }: { group: MenuGroup }) {
  const { t } = useTranslation("common");
  const localize = useLocalizedPath();
  return (
    <details className="group border-b py-1">
      <summary className="flex w-full cursor-pointer list-none items-center justify-between rounded-md px-2 py-3 text-start font-semibold hover:bg-muted focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:outline-none [&::-webkit-details-marker]:hidden">
        {t(`menu.groups.${group.id}`)}
        <ChevronDownIcon className="size-4 transition-transform group-open:rotate-180" />
      </summary>
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
    </details>
  );
}

/**
 * The header's menu button and the site menu (spec section 2): a panel on the end side (right,
 * or left in Arabic) with six independently collapsible groups. Static HTML that loads no
 * script: the button opens the panel as a `popover` (top layer, Escape and a tap outside close
 * it, focus returns to the button), the groups are `<details>`, page scroll is locked while it
 * is open (`app.css`), and a link loads its page. So a tap answers as soon as the page is parsed,
 * where the island that used to open it answered 1.6–1.8 s later on a throttled phone (issue #37).
 */
export function SiteMenu() {
  const { t } = useTranslation("common");
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-haspopup="dialog"
        aria-label={t("header.openMenu")}
        popoverTarget={SITE_MENU_ID}
      >
        <MenuIcon className="size-5" />
      </Button>
      <div
        id={SITE_MENU_ID}
        popover="auto"
        role="dialog"
        aria-labelledby={`${SITE_MENU_ID}-title`}
        aria-describedby={`${SITE_MENU_ID}-description`}
        className="fixed inset-y-0 start-auto end-0 m-0 h-full max-h-none w-3/4 flex-col gap-4 overflow-y-auto border-0 border-s bg-background p-0 text-foreground shadow-lg backdrop:bg-black/60 open:flex sm:max-w-sm"
      >
        <div className="flex flex-col gap-1.5 p-4 pe-12">
          <h2 id={`${SITE_MENU_ID}-title`} className="font-semibold text-foreground">
            {t("menu.title")}
          </h2>
          <p id={`${SITE_MENU_ID}-description`} className="text-sm text-muted-foreground">
            {t("menu.description")}
          </p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="absolute end-2 top-2"
          aria-label={t("header.closeMenu")}
          // Focus moves into the menu when it opens (the popover's autofocus delegate).
          autoFocus
          popoverTarget={SITE_MENU_ID}
          popoverTargetAction="hide"
        >
          <XIcon className="size-5" />
        </Button>
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
      </div>
    </>
  );
}
