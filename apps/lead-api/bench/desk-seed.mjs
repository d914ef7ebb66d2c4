// The desk bench's data: leads, spam and data-subject requests drawn from a seeded generator, so
// every run (and every store) holds the same rows. Varied like a year of a consultancy's inbox:
// types, sources, locales (en, de, ar; Arabic and German names and messages), statuses by age,
// owners, consent, attribution, dates spread over the 365 days before `now`.
import { createHash } from "node:crypto";

/** mulberry32: a small, fast, seeded generator of numbers in [0, 1). */
export function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY = 86_400_000;

const NAMES = {
  en: {
    first: [
      "James",
      "Mary",
      "Robert",
      "Patricia",
      "John",
      "Jennifer",
      "Michael",
      "Linda",
      "David",
      "Elizabeth",
      "William",
      "Barbara",
      "Richard",
      "Susan",
      "Joseph",
      "Jessica",
      "Thomas",
      "Sarah",
      "Charles",
      "Karen",
      "Grace",
      "Ada",
      "Alan",
      "Ruth",
      "Marcus",
      "Aisha",
      "Priya",
      "Wei",
      "Diego",
      "Olivia",
      "Ethan",
      "Chloe",
      "Darnell",
      "Keisha",
      "Tyrone",
      "Imani",
    ],
    last: [
      "Smith",
      "Johnson",
      "Williams",
      "Brown",
      "Jones",
      "Garcia",
      "Miller",
      "Davis",
      "Rodriguez",
      "Martinez",
      "Hernandez",
      "Lopez",
      "Wilson",
      "Anderson",
      "Thomas",
      "Taylor",
      "Moore",
      "Jackson",
      "Martin",
      "Lee",
      "Thompson",
      "White",
      "Harris",
      "Clark",
      "Lewis",
      "Robinson",
      "Walker",
      "Young",
      "Allen",
      "King",
      "Wright",
      "Hopper",
      "Lovelace",
      "Okafor",
      "Nguyen",
      "Patel",
    ],
  },
  de: {
    first: [
      "Lukas",
      "Anna",
      "Jonas",
      "Lea",
      "Felix",
      "Marie",
      "Maximilian",
      "Sophie",
      "Jürgen",
      "Björn",
      "Uwe",
      "Katrin",
      "Sabine",
      "Stefan",
      "Mehmet",
      "Elif",
      "Tobias",
      "Hannah",
      "Günther",
      "Ursula",
    ],
    last: [
      "Müller",
      "Schmidt",
      "Schneider",
      "Fischer",
      "Weber",
      "Meyer",
      "Wagner",
      "Becker",
      "Schulz",
      "Hoffmann",
      "Schäfer",
      "Koch",
      "Bauer",
      "Richter",
      "Klein",
      "Wolf",
      "Schröder",
      "Neumann",
      "Schwarz",
      "Zimmermann",
      "Yılmaz",
      "Krüger",
    ],
  },
  ar: {
    first: [
      "أحمد",
      "فاطمة",
      "محمد",
      "ليلى",
      "يوسف",
      "مريم",
      "عمر",
      "نور",
      "خالد",
      "سارة",
      "Layla",
      "Omar",
      "Youssef",
      "Karim",
      "Rania",
      "Tariq",
    ],
    last: [
      "الحسن",
      "العلي",
      "حداد",
      "الخوري",
      "منصور",
      "السيد",
      "ناصر",
      "عبد الله",
      "Haddad",
      "Mansour",
      "Nasser",
      "Khoury",
      "Saleh",
      "Farouk",
    ],
  },
};
const LATIN = { ä: "ae", ö: "oe", ü: "ue", ß: "ss", ı: "i", ş: "s", ğ: "g", ç: "c" };

const PLACES = [
  "Peachtree",
  "Buckhead",
  "Midtown",
  "Piedmont",
  "Chattahoochee",
  "Savannah",
  "Atlas",
  "Northwind",
  "Bluebird",
  "Granite",
  "Magnolia",
  "Riverside",
  "Summit",
  "Harbor",
  "Ironclad",
  "Keystone",
  "Lumen",
  "Meridian",
  "Nordlicht",
  "Rhein",
  "Alpen",
  "Hanse",
  "Elbe",
  "Isar",
  "Oasis",
  "Falcon",
  "Cedar",
  "Dogwood",
  "Sweetwater",
  "Stone Mountain",
  "Marietta",
  "Decatur",
  "Quillfeather",
  "Brightwater",
  "Copperline",
  "Silverleaf",
  "Oakridge",
  "Pinecrest",
  "Redbrick",
  "Tidewater",
];
const TRADES = [
  "Logistics",
  "Freight",
  "Health",
  "Analytics",
  "Bank",
  "Insurance",
  "Retail",
  "Energy",
  "Systems",
  "Manufacturing",
  "Software",
  "Foods",
  "Logistik",
  "Versicherung",
  "Maschinenbau",
  "Handel",
  "Pharma",
  "Telecom",
  "Media",
  "Capital",
];
const SUFFIXES = {
  en: ["Inc", "LLC", "Group", "Partners", "Co"],
  de: ["GmbH", "AG", "KG", "SE"],
  ar: ["LLC", "Holding", "Group", "FZ-LLC"],
};

const TOPICS = {
  en: [
    "a data platform assessment",
    "a cloud migration plan",
    "a security review of our data warehouse",
    "an AI readiness workshop",
    "help with our Snowflake costs",
    "a second opinion on our Databricks setup",
    "a zero-trust network design",
    "a GDPR and CCPA gap analysis",
    "a demand forecasting model",
    "a customer churn model",
    "modernising our ETL pipelines",
    "a SOC 2 readiness review",
    "a backup and disaster recovery test",
    "a proposal for managed infrastructure",
  ],
  de: [
    "eine Bewertung unserer Datenplattform",
    "einen Plan für die Cloud-Migration",
    "eine Sicherheitsprüfung unseres Data Warehouse",
    "einen Workshop zur KI-Reife",
    "Unterstützung bei den Kosten unserer Datenbanken",
    "eine DSGVO-Lückenanalyse",
    "ein Prognosemodell für die Nachfrage",
    "die Modernisierung unserer ETL-Strecken",
  ],
  ar: [
    "تقييم منصة البيانات الخاصة بنا",
    "خطة للانتقال إلى السحابة",
    "مراجعة أمنية لمستودع البيانات",
    "ورشة عمل حول الجاهزية للذكاء الاصطناعي",
    "نموذج للتنبؤ بالطلب",
    "تحديث خطوط معالجة البيانات",
  ],
};
const OPENERS = {
  en: [
    "We need",
    "We are looking for",
    "Could you send us details about",
    "Our board asked for",
    "We would like to discuss",
    "Please contact us about",
  ],
  de: [
    "Wir benötigen",
    "Wir suchen",
    "Bitte senden Sie uns Informationen über",
    "Wir möchten gern besprechen:",
  ],
  ar: ["نحتاج إلى", "نبحث عن", "يرجى التواصل معنا بخصوص", "نود مناقشة"],
};
const DETAILS = {
  en: [
    "Our team is about {n} people.",
    "We run on AWS and some on-premises servers.",
    "Timeline is the next quarter.",
    "Budget is approved for this year.",
    "We had an incident last month.",
    "Reference {n}.",
  ],
  de: [
    "Unser Team hat etwa {n} Mitarbeitende.",
    "Der Zeitrahmen ist das nächste Quartal.",
    "Referenz {n}.",
  ],
  ar: ["فريقنا حوالي {n} شخصا.", "الجدول الزمني هو الربع القادم.", "المرجع {n}."],
};

const LEAD_TYPES = [
  ["contact", 40],
  ["demo-request", 15],
  ["assessment", 15],
  ["newsletter", 8],
  ["exit-intent", 5],
  ["analysis", 10],
  ["abandonment", 7],
];
const SOURCES = [
  ["contact-page", 30],
  ["service-page", 20],
  ["popup", 10],
  ["exit-intent", 6],
  ["footer", 10],
  ["hero-cta", 14],
  ["inline-form", 10],
];
const LOCALES = [
  ["en", 60],
  ["de", 25],
  ["ar", 15],
];
const OLD_STATUSES = [
  ["new", 12],
  ["contacted", 25],
  ["qualified", 15],
  ["won", 8],
  ["lost", 18],
  ["archived", 22],
];
const RECENT_STATUSES = [
  ["new", 70],
  ["contacted", 22],
  ["qualified", 8],
];
const SPAM_REASONS = [
  ["honeypot", 50],
  ["too-fast", 30],
  ["link-flood", 20],
];
const UTM = ["google", "linkedin", "newsletter", "bing", "partner"];

/** The staff accounts that own leads (ids of the seeded data, no accounts behind them). */
export const OWNER_COUNT = 12;

/** Builds the rows of one run: `leads(count, spam)` and `requests(count)`. */
export function createSeeder({ seed, now }) {
  const next = random(seed);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const weighted = (pairs) => {
    const total = pairs.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = next() * total;
    for (const [value, weight] of pairs) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return pairs[pairs.length - 1][0];
  };
  let drawn = 0;
  // Unique by construction (a counter), random-looking by hashing it with the seed.
  const uuid = () =>
    createHash("sha256")
      .update(`${seed}:${(drawn += 1)}`)
      .digest("hex")
      .replace(/^(.{8})(.{4}).(.{3}).(.{3})(.{12}).*$/, "$1-$2-4$3-a$4-$5");
  const owners = Array.from({ length: OWNER_COUNT }, uuid);
  const slug = (text) =>
    text
      .toLowerCase()
      .replace(/[äöüßışğç]/g, (c) => LATIN[c])
      .replace(/[^a-z0-9]+/g, "");

  function person(n, locale, type) {
    const names = NAMES[locale];
    const firstName = pick(names.first);
    const lastName = pick(names.last);
    const company = `${pick(PLACES)} ${pick(TRADES)} ${pick(SUFFIXES[locale])}`;
    const domain = `${slug(company.split(" ").slice(0, 2).join("")) || "firma"}.example.com`;
    const email = `${slug(firstName) || "contact"}.${slug(lastName) || "lead"}.${n}@${domain}`;
    const detail = pick(DETAILS[locale]).replace("{n}", String(10 + Math.floor(next() * 990)));
    const message =
      type === "newsletter" ? "" : `${pick(OPENERS[locale])} ${pick(TOPICS[locale])}. ${detail}`;
    const phone =
      locale === "de"
        ? `+49 30 ${1000000 + Math.floor(next() * 8999999)}`
        : locale === "ar"
          ? `+971 4 ${1000000 + Math.floor(next() * 8999999)}`
          : `+1 404 555 ${String(Math.floor(next() * 10000)).padStart(4, "0")}`;
    return { firstName, lastName, company, email, message, phone };
  }

  function record(n, { type, spamReason, status }) {
    const locale = weighted(LOCALES);
    // Spam within its 30-day retention (packages/leads RETENTION_POLICY.spamDays): the server
    // purges older spam at start and hourly, so a live database never holds it, and a purge of
    // 22,000 seeded spam leads (FTS5 secure-delete) held SQLite's writer, sign-in included, for
    // over a quarter of an hour on the busy bench machine.
    const receivedAt = now - Math.floor(next() * (spamReason ? 29 : 365) * DAY);
    const p = person(n, locale, type);
    const source = weighted(SOURCES);
    const consent = next() < 0.55;
    const prefix = locale === "en" ? "" : `/${locale}`;
    const metadata = { marketing_consent: consent, consent_text_version: "2025-06", locale };
    if (next() < 0.4) {
      metadata.utm_source = pick(UTM);
      metadata.utm_medium = next() < 0.5 ? "cpc" : "email";
      metadata.utm_campaign = `fy${next() < 0.5 ? 25 : 26}-${pick(["data", "ai", "security", "cloud"])}`;
    }
    const age = now - receivedAt;
    const leadStatus = status ?? weighted(age < 14 * DAY ? RECENT_STATUSES : OLD_STATUSES);
    const touched = leadStatus !== "new" || next() < 0.1;
    return {
      id: uuid(),
      received_at: receivedAt,
      email: p.email,
      first_name: p.firstName,
      last_name: p.lastName,
      phone: p.phone,
      company: p.company,
      message: p.message,
      lead_type: type,
      source,
      page_url: `https://www.vantreo.com${prefix}/${pick(["contact", "services/data-platforms", "services/security", "insights/ai-readiness", ""])}`,
      client_timestamp: new Date(receivedAt).toISOString(),
      metadata: JSON.stringify(metadata),
      marketing_consent: consent ? 1 : 0,
      consent_at: consent ? receivedAt : null,
      consent_text_version: consent ? "2025-06" : null,
      locale,
      spam_reason: spamReason,
      status: leadStatus,
      owner_id: next() < 0.3 ? null : pick(owners),
      version: touched ? 2 + Math.floor(next() * 3) : 1,
      updated_at: touched ? Math.min(now, receivedAt + Math.floor(next() * 20 * DAY)) : null,
    };
  }

  return {
    owners,
    /** `count` genuine leads then `spam` spam-flagged ones, in batches of `batch`. */
    *leads(count, spam, batch) {
      let rows = [];
      for (let n = 0; n < count + spam; n += 1) {
        const isSpam = n >= count;
        rows.push(
          record(n, {
            type: weighted(LEAD_TYPES),
            spamReason: isSpam ? weighted(SPAM_REASONS) : null,
            status: isSpam ? "new" : undefined,
          }),
        );
        if (rows.length === batch) {
          yield rows;
          rows = [];
        }
      }
      if (rows.length > 0) yield rows;
    },
    /** `count` data-subject requests (`data_requests`), open or done. */
    requests(count) {
      return Array.from({ length: count }, (_, n) => {
        const row = record(`request.${n}`, {
          type: "data-rights",
          spamReason: null,
          status: "new",
        });
        return {
          ...Object.fromEntries(Object.entries(row).filter(([key]) => !DESK_ONLY.has(key))),
          status: next() < 0.7 ? "done" : "open",
        };
      });
    },
  };
}

const DESK_ONLY = new Set(["spam_reason", "status", "owner_id", "version", "updated_at"]);

/** The `leads` columns the seeder fills, in order. */
export const LEAD_COLUMNS = [
  "id",
  "received_at",
  "email",
  "first_name",
  "last_name",
  "phone",
  "company",
  "message",
  "lead_type",
  "source",
  "page_url",
  "client_timestamp",
  "metadata",
  "marketing_consent",
  "consent_at",
  "consent_text_version",
  "locale",
  "spam_reason",
  "status",
  "owner_id",
  "version",
  "updated_at",
];

/** The `data_requests` columns the seeder fills, in order. */
export const REQUEST_COLUMNS = [
  ...LEAD_COLUMNS.filter((column) => !DESK_ONLY.has(column)),
  "status",
];

/** Words the search measures: a surname, a company word, a prefix, an Arabic name, a German one. */
export const SEARCH_TERMS = [
  "hopper",
  "quillfeather",
  "brightw",
  "حداد",
  "müller",
  "peachtree logistics",
];
