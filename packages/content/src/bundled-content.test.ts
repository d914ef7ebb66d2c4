/**
 * Loads and renders the content bundled with the site (apps/site/content), so a bad document,
 * a broken internal link or an unsized image fails CI.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import type { CareerDocument, CaseStudyDocument, InsightDocument } from "./content-document";
import { imageDimensions } from "./image-dimensions";
import { loadCollection } from "./load-collection";
import { renderCollection, type RenderedDocument } from "./render-collection";

const CONTENT = fileURLToPath(new URL("../../../apps/site/content/", import.meta.url));
const PUBLIC = fileURLToPath(new URL("../../../apps/site/public/", import.meta.url));

/** The English routes of spec section 2 that bundled content may link to. */
const SPEC_ROUTES = [
  ...[
    "/",
    "/about",
    "/contact",
    "/careers",
    "/solutions",
    "/documentation",
    "/bookings",
    "/trust-assessment",
  ],
  ...[
    "/insights",
    "/case-studies",
    "/learning",
    "/services",
    "/resources/private-ai-roi",
    "/atlanta-data-experts",
  ],
  ...[
    "/private-equity",
    "/financial-services",
    "/solutions/healthcare",
    "/solutions/retail-ecommerce",
  ],
  ...["/federal-government", "/databricks-solutions", "/robotics-automation"],
  ...[
    "/data-architecture",
    "/data-engineering",
    "/private-llm",
    "/ai-governance",
    "/private-ai-infrastructure",
  ],
  "/data-engineering-modernization",
  ...[
    "/enterprise-ai-failure-rate",
    "/ai-project-failure-rate",
    "/ai-implementation-best-practices",
  ],
  ...["/agent-ai-2025-guide", "/ai-productivity-research", "/ai-roi-measurement-guide"],
  ...["/tools/ai-roi-calculator", "/tools/data-maturity-assessment"],
  ...["accenture-alternative", "deloitte-comparison", "ey-alternative", "ibm-alternative"].map(
    (p) => `/compare/${p}`,
  ),
  ...["mckinsey-alternative", "rts-labs-comparison"].map((p) => `/compare/${p}`),
  ...["security-operations-modernization", "threat-detection", "ai-enhanced-soc"].map(
    (p) => `/cybersecurity/${p}`,
  ),
  ...["/privacy-policy", "/cookie-preferences", "/do-not-sell", "/data-rights", "/impressum"],
];

/** The service slugs of spec section 2 (plus /services/ai-governance-compliance, linked from home). */
const SERVICE_SLUGS = `data-engineering-architecture ai-strategy-value-sprint mlops-model-operations
ai-adoption-change-management model-governance-risk dataops-feature-store model-deployment-integration
model-monitoring-observability prompt-engineering-copilot ai-training-upskilling ai-experimentation-lab
synthetic-data-labeling ethical-ai-fairness ai-cost-optimization fractional-ai-pmo ai-center-of-excellence
managed-network-security zero-trust-secure-remote-access endpoint-patch-management identity-access-management
compliance-security-assessments backup-disaster-recovery cloud-migration voip-unified-communications
ai-ethics-certification private-equity-advisory data-observability-platform mlops-management llm-evaluation
rag-architecture enterprise-embedding-api llm-optimization private-model-fine-tuning predictive-analytics
deepfake-detection zero-trust-architecture cognitive-workflow-automation human-ai-workforce-enablement
human-ai-workforce-enablement/pmo-services ai-agent-orchestration healthcare-life-sciences-data-solutions
ai-driven-data-analytics-intelligence enterprise-ai-agent-orchestration data-governance-compliance
cloud-migration-mlops predictive-generative-ai-copilots ai-decision-support real-time-analytics
integration-customization ai-workforce-enablement-talent-management ai-consulting data-science-consulting
mlops-consulting business-intelligence-consulting data-engineering-consulting healthcare-analytics
financial-data-services ai-governance-compliance`.split(/\s+/);

const TEAM_AUTHOR = /^Vantreo [A-Z][\w&, -]* (?:Team|Practice)$/;
const PLACEHOLDER = /still being written/i;

let insights: RenderedDocument<InsightDocument>[];
let caseStudies: RenderedDocument<CaseStudyDocument>[];
let careers: RenderedDocument<CareerDocument>[];

beforeAll(async () => {
  const loaded = {
    insights: await loadCollection(`${CONTENT}insights`, "insight"),
    caseStudies: await loadCollection(`${CONTENT}case-studies`, "case-study", {
      publicDir: PUBLIC,
    }),
    careers: await loadCollection(`${CONTENT}careers`, "career"),
  };
  const knownRoutes = [
    ...SPEC_ROUTES,
    ...SERVICE_SLUGS.map((s) => `/services/${s}`),
    ...loaded.insights.map((d) => `/insights/${d.slug}`),
    ...loaded.caseStudies.map((d) => `/case-studies/${d.slug}`),
    ...loaded.careers.map((d) => `/careers/${d.slug}`),
  ];
  const options = { knownRoutes, publicDir: PUBLIC };
  insights = await renderCollection(loaded.insights, options);
  caseStudies = await renderCollection(loaded.caseStudies, options);
  careers = await renderCollection(loaded.careers, options);
}, 120_000);

describe("bundled case studies", () => {
  it("are six, including the four named in spec section 2", () => {
    expect(caseStudies).toHaveLength(6);
    expect(caseStudies.map((d) => d.slug)).toEqual(
      expect.arrayContaining([
        "ai-ethics-framework",
        "self-hosted-ai-roi",
        "private-ai-infrastructure",
        "missing-sixth-dimension",
      ]),
    );
  });

  it("include exactly two placeholders whose body says the study is still being written", () => {
    expect(
      caseStudies
        .filter((d) => PLACEHOLDER.test(d.body))
        .map((d) => d.slug)
        .sort(),
    ).toHaveLength(2);
    expect(caseStudies.filter((d) => PLACEHOLDER.test(d.body)).map((d) => d.slug)).not.toEqual(
      expect.arrayContaining(["self-hosted-ai-roi"]),
    );
  });

  it("tell each full study in 600 to 1,200 words with sections, a results table and a client quote", () => {
    for (const study of caseStudies.filter((d) => !PLACEHOLDER.test(d.body))) {
      expect(study.readingTime.words, study.slug).toBeGreaterThanOrEqual(600);
      expect(study.readingTime.words, study.slug).toBeLessThanOrEqual(1200);
      expect(study.toc.filter((e) => e.depth === 2).length, study.slug).toBeGreaterThanOrEqual(3);
      expect(study.html, study.slug).toContain("<table>");
      expect(study.html, study.slug).toMatch(/<blockquote>[\s\S]*— [^<]+<\/p>\n<\/blockquote>/);
    }
  });

  it("use the spec's figures: 3x ROI, $15M in 6 weeks, 3 months to 2 weeks, 94% to 99.9% uptime", () => {
    const byslug = Object.fromEntries(caseStudies.map((d) => [d.slug, d.body]));
    expect(byslug["self-hosted-ai-roi"]).toContain("3x");
    expect(byslug["missing-sixth-dimension"]).toMatch(/\$15M[\s\S]*6 weeks/);
    expect(byslug["private-ai-infrastructure"]).toMatch(/\| 3 months \| 2 weeks \|/);
    expect(byslug["private-ai-infrastructure"]).toMatch(/\| 94% \| 99\.9% \|/);
  });

  it("each have a 640×360 SVG card image with width and height", () => {
    for (const study of caseStudies) {
      expect(study.imageUrl, study.slug).toBe(`/images/case-studies/${study.slug}.svg`);
      const svg = readFileSync(`${PUBLIC}${study.imageUrl!.slice(1)}`);
      expect(imageDimensions(svg), study.slug).toEqual({ width: 640, height: 360 });
      expect(svg.toString("utf8"), study.slug).toMatch(
        /<svg [^>]*width="640" height="360" viewBox="0 0 640 360"/,
      );
    }
  });

  it("are written by a team and carry an excerpt for the listing card", () => {
    for (const study of caseStudies) {
      expect(study.author, study.slug).toMatch(TEAM_AUTHOR);
      expect(study.excerpt, study.slug).toBeTruthy();
    }
  });
});

describe("bundled careers", () => {
  it("list four to six open roles in Sandy Springs (hybrid) or remote in the US", () => {
    expect(careers.length).toBeGreaterThanOrEqual(4);
    expect(careers.length).toBeLessThanOrEqual(6);
    for (const role of careers)
      expect(role.location, role.slug).toMatch(/^(?:Sandy Springs, GA \(hybrid\)|Remote \(US\))$/);
  });
});

describe("bundled insights", () => {
  it("all load, validate and render, written by teams and dated within the spec's range", () => {
    for (const article of insights) {
      expect(article.author, article.slug).toMatch(TEAM_AUTHOR);
      expect(article.date >= "2025-01-14" && article.date <= "2025-10-21", article.slug).toBe(true);
      expect(article.html.length, article.slug).toBeGreaterThan(0);
    }
  });
});

describe("bundled learning", () => {
  it("loads empty without error (its README is not content)", async () => {
    expect(await loadCollection(`${CONTENT}learning`, "learning")).toEqual([]);
  });
});
