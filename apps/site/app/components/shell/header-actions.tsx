import { useTranslation } from "@vantreo/i18n/react";
import { ThemeProvider, ThemeToggle } from "@vantreo/ui";
import { SearchButton } from "../search/search-button";
import { LanguageLinks } from "./language-links";
import { MenuButton } from "./menu-button";

/** Props of {@link HeaderActions}: what only the page's route knows. */
export type HeaderActionsProps = {
  /** The not-found page: every language link goes to that language's home. */
  notFound?: boolean;
  /** A data-room document (one shared shell page): the language links start from that shell. */
  /** The English path of the one prerendered shell this page shares with others, if any. */
  shellPath?: string | undefined;
};

/** The header's island: search (button and Cmd/Ctrl+K), languages, theme, menu. */
export function HeaderActions({ notFound = false, shellPath }: HeaderActionsProps) {
  const { t } = useTranslation("common");
  return (
    <div className="ms-auto flex items-center gap-1">
      <SearchButton />
      <LanguageLinks notFound={notFound} shellPath={shellPath} />
      <ThemeProvider>
        <ThemeToggle
          switchToLightLabel={t("theme.switchToLight")}
          switchToDarkLabel={t("theme.switchToDark")}
        />
      </ThemeProvider>
      <MenuButton />
    </div>
  );
}
