/**
 * A generated catalogue of 10,000 entries for the scale benchmark: 1,000 services (with German
 * and Arabic titles and descriptions) and 9,000 documents, of which one in ten is German and one
 * in ten Arabic. English text mixes everyday words with domain terms drawn Zipf-like (a few
 * frequent, most rare), as in real articles; the words are not sentences. Deterministic: the same seed gives the same catalogue on every run.
 */

/** Small, fast, seedable PRNG (mulberry32). */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Everyday English: frequent in every text, as in real articles. */
const COMMON = (
  "the of and to in for with on how why what when our your teams their from by at is are can " +
  "more less new first next best most without before after across between into over through " +
  "build run measure reduce improve manage deliver scale plan test review move ship choose avoid " +
  "guide lessons practice playbook framework checklist report study case notes approach pattern " +
  "enterprise business organisation leaders engineers analysts customers users people system"
).split(" ");

/** Domain terms: each rarer than the everyday words, in a Zipf-like spread. */
const TERMS = (
  "data platform pipeline lakehouse warehouse streaming batch governance quality lineage catalog " +
  "contract model training inference serving registry monitoring drift evaluation fine-tuning " +
  "retrieval embedding vector search agent orchestration copilot prompt guardrail security identity " +
  "access zero-trust compliance audit risk privacy retention encryption network firewall endpoint " +
  "backup recovery cloud migration kubernetes gpu cost latency throughput forecast churn demand " +
  "pricing fraud claims patient clinical supply-chain inventory customer revenue margin adoption " +
  "literacy workforce change roadmap strategy value roi portfolio pilot production " +
  "operating-model excellence dashboard metric semantic-layer analytics reporting regulator " +
  "healthcare banking insurance retail federal manufacturing energy logistics telecom research " +
  "ai ml mlops llm rag sql dbt spark kafka flink airflow databricks snowflake bigquery redshift " +
  "terraform helm docker ci/cd observability tracing alerting slo sla incident postmortem " +
  "hipaa soc2 pci gdpr nist iso27001 sr11-7 eu-ai-act fedramp cmmc hitrust " +
  "tokenization quantization distillation lora rlhf reranking chunking hybrid-search bm25 " +
  "feature-store labeling synthetic-data anonymization masking consent residency sovereignty " +
  "forecasting segmentation propensity recommendation personalization anomaly detection " +
  "reconciliation ledger payments underwriting claims-triage readmission scheduling staffing " +
  "procurement contracts invoices documents ocr summarization translation classification extraction"
).split(" ");
const DE = (
  "Daten Plattform Qualität Steuerung Modell Betrieb Sicherheit Prüfung Risiko Datenschutz " +
  "Architektur Migration Wolke Kosten Prognose Kunden Einführung Schulung Strategie Wertbeitrag " +
  "Überwachung Bereitstellung Auswertung Zugriff Identität Lieferkette Gesundheitswesen Versicherung " +
  "Behörde Fertigung Energie Großunternehmen Maßnahmen Übergabe Verfügbarkeit"
).split(" ");

const AR = (
  "البيانات المنصة الجودة الحوكمة النموذج التشغيل الأمن التدقيق المخاطر الخصوصية البنية الترحيل " +
  "السحابة التكلفة التنبؤ العملاء التبني التدريب الاستراتيجية القيمة المراقبة النشر التقييم الوصول " +
  "الهوية سلسلة الإمداد الرعاية الصحية التأمين الحكومة التصنيع الطاقة المؤسسات الذكاء الاصطناعي إدارة"
).split(" ");

const CATEGORIES = ["AI", "Data", "Security", "Network", "Infrastructure", "Advisory", "Analytics"];
const TYPES = ["insights", "caseStudies", "learning"];

/** Builds the 10,000-entry catalogue as `buildSearchIndex` sources. */
export function generatedSources(total = 10_000, seed = 20251021) {
  const next = random(seed);
  const pick = (words) => words[Math.floor(next() * words.length)];
  // Zipf-like: the k-th term is picked about 1/k as often as the first.
  const term = () => TERMS[Math.floor(Math.exp(next() * Math.log(TERMS.length + 1))) - 1];
  const words = {
    en: () => (next() < 0.55 ? pick(COMMON) : term()),
    de: () => pick(DE),
    ar: () => pick(AR),
  };
  const phrase = (word, min, max) => {
    const length = min + Math.floor(next() * (max - min + 1));
    return Array.from({ length }, word).join(" ");
  };
  const title = (word) => {
    const text = phrase(word, 4, 9);
    return text.charAt(0).toUpperCase() + text.slice(1);
  };
  const serviceCount = Math.round(total / 10);
  const services = Array.from({ length: serviceCount }, (_, n) => {
    const slug = `generated-service-${n + 1}`;
    return {
      id: slug,
      slug,
      category: CATEGORIES[n % CATEGORIES.length],
      title: title(words.en),
      shortDescription: `${phrase(words.en, 20, 30)}.`,
      problemStatement: `${phrase(words.en, 50, 75)}.`,
      keywordClusters: Array.from({ length: 5 }, () => phrase(words.en, 2, 3)),
      i18n: {
        de: { title: title(words.de), shortDescription: `${phrase(words.de, 15, 25)}.` },
        ar: { title: phrase(words.ar, 3, 6), shortDescription: `${phrase(words.ar, 15, 25)}.` },
      },
    };
  });
  const sources = { services, insights: [], caseStudies: [], learning: [] };
  for (let n = 0; n < total - serviceCount; n += 1) {
    const language = n % 10 === 0 ? words.de : n % 10 === 1 ? words.ar : words.en;
    const month = String(1 + (n % 12)).padStart(2, "0");
    const day = String(1 + (n % 28)).padStart(2, "0");
    sources[TYPES[n % TYPES.length]].push({
      slug: `generated-document-${n + 1}`,
      title: title(language),
      date: `2025-${month}-${day}`,
      tags: Array.from({ length: 3 + (n % 3) }, () => term()),
      excerpt: `${phrase(language, 35, 50)}.`,
    });
  }
  return sources;
}
