// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createTranslator, RESOURCES } from "@vantreo/i18n";
import { createPrerenderedTranslator, useTranslation } from "@vantreo/i18n/react";
import { prerenderStrings } from "@vantreo/i18n";
import { useTranslation as useReactI18next } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { IslandRoot } from "../../islands/island-root";
import { ClientIsland } from "./client-island";

afterEach(cleanup);

const location = { pathname: "/de/desk", search: "", hash: "" };

/** The desk's page heading through the package's hook, and whether react-i18next answers. */
function Console() {
  const { t } = useTranslation("desk");
  return <p>{t("nav.label")}</p>;
}

function UnderReactI18next() {
  const { i18n } = useReactI18next();
  return <p>{`react-i18next ${i18n.language} ${String(i18n.isInitialized)}`}</p>;
}

describe("ClientIsland", () => {
  const browser = createPrerenderedTranslator("de", prerenderStrings("de", RESOURCES.de));
  const i18next = createTranslator("de", { de: RESOURCES.de });

  it("runs a staff page's console under i18next and react-i18next, loaded after hydration", async () => {
    render(
      <IslandRoot translator={browser} resources={RESOURCES.de} location={location} live={false}>
        <ClientIsland fallback={<p>loading</p>}>
          <Console />
          <UnderReactI18next />
        </ClientIsland>
      </IslandRoot>,
    );
    expect(await screen.findByText("react-i18next de true")).toBeTruthy();
    expect(screen.getByText(i18next.t("desk:nav.label"))).toBeTruthy();
  });

  it("keeps a public page's console on the prerendered strings, without i18next", async () => {
    render(
      <IslandRoot
        translator={browser}
        location={{ ...location, pathname: "/de/dataroom" }}
        live={false}
      >
        <ClientIsland fallback={<p>loading</p>}>
          <Console />
        </ClientIsland>
      </IslandRoot>,
    );
    expect(await screen.findByText(i18next.t("desk:nav.label"))).toBeTruthy();
  });
});
