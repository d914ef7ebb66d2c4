/**
 * The site menu (spec section 2, "Site menu" and "Menu links"): six independently collapsible
 * groups. Labels are keys of the `common` namespace (menu.items.*); paths are English and are
 * localized when the page exists in the visitor's language.
 */
export interface MenuItem {
  labelKey: string;
  path: string;
  badge?: "hot" | "new";
}

export interface MenuGroup {
  id: "services" | "tools" | "compare" | "solutions" | "resources" | "company";
  items: MenuItem[];
}

export const MENU_GROUPS: readonly MenuGroup[] = [
  {
    id: "services",
    items: [
      { labelKey: "menu.items.allServices", path: "/services" },
      { labelKey: "menu.items.privateLlm", path: "/private-llm", badge: "hot" },
      { labelKey: "menu.items.aiGovernance", path: "/ai-governance" },
      { labelKey: "menu.items.dataArchitecture", path: "/data-architecture" },
      { labelKey: "menu.items.dataEngineering", path: "/data-engineering" },
      { labelKey: "menu.items.privateAiInfrastructure", path: "/private-ai-infrastructure" },
      {
        labelKey: "menu.items.dataEngineeringModernization",
        path: "/data-engineering-modernization",
      },
      {
        labelKey: "menu.items.aiEnhancedSoc",
        path: "/cybersecurity/ai-enhanced-soc",
        badge: "new",
      },
    ],
  },
  {
    id: "tools",
    items: [
      { labelKey: "menu.items.roiCalculator", path: "/tools/ai-roi-calculator", badge: "hot" },
      { labelKey: "menu.items.maturityAssessment", path: "/tools/data-maturity-assessment" },
      { labelKey: "menu.items.trustAssessment", path: "/trust-assessment", badge: "new" },
    ],
  },
  {
    id: "compare",
    items: [
      { labelKey: "menu.items.accentureAlternative", path: "/compare/accenture-alternative" },
      { labelKey: "menu.items.deloitteComparison", path: "/compare/deloitte-comparison" },
      { labelKey: "menu.items.eyAlternative", path: "/compare/ey-alternative" },
      { labelKey: "menu.items.ibmAlternative", path: "/compare/ibm-alternative" },
      { labelKey: "menu.items.mckinseyAlternative", path: "/compare/mckinsey-alternative" },
      { labelKey: "menu.items.rtsLabsComparison", path: "/compare/rts-labs-comparison" },
    ],
  },
  {
    id: "solutions",
    items: [
      { labelKey: "menu.items.solutionsOverview", path: "/solutions" },
      { labelKey: "menu.items.privateEquity", path: "/private-equity" },
      { labelKey: "menu.items.financialServices", path: "/financial-services" },
      { labelKey: "menu.items.healthcare", path: "/solutions/healthcare" },
      { labelKey: "menu.items.retailEcommerce", path: "/solutions/retail-ecommerce" },
      { labelKey: "menu.items.federalGovernment", path: "/federal-government" },
      { labelKey: "menu.items.databricks", path: "/databricks-solutions" },
      { labelKey: "menu.items.roboticsAutomation", path: "/robotics-automation", badge: "new" },
    ],
  },
  {
    id: "resources",
    items: [
      { labelKey: "menu.items.privateAiRoi", path: "/resources/private-ai-roi", badge: "hot" },
      { labelKey: "menu.items.caseStudies", path: "/case-studies" },
      { labelKey: "menu.items.insights", path: "/insights" },
      { labelKey: "menu.items.learning", path: "/learning" },
      { labelKey: "menu.items.documentation", path: "/documentation" },
    ],
  },
  {
    id: "company",
    items: [
      { labelKey: "menu.items.about", path: "/about" },
      { labelKey: "menu.items.careers", path: "/careers" },
      { labelKey: "menu.items.contact", path: "/contact" },
      { labelKey: "menu.items.atlanta", path: "/atlanta-data-experts" },
    ],
  },
];
