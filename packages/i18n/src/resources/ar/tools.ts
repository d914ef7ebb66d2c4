import type { StringTree } from "../../instance/resource-types";

/** تسميات الأدوات: حاسبة العائد على الاستثمار، وتقييم نضج البيانات، وتقييم الثقة. */
export const tools = {
  shared: {
    start: "ابدأ التقييم",
    next: "التالي",
    previous: "السابق",
    seeResults: "اعرض نتائجي",
    restart: "ابدأ من جديد",
    progress: "السؤال {{current}} من {{total}}",
    emailResults: "أرسل إليّ التقرير المفصّل عبر البريد الإلكتروني",
    disclaimer: "النتائج استرشادية وتستند إلى إجاباتك وحدها، ولا تمثّل ضمانًا لتحقيق أي نتائج.",
  },
  roi: {
    title: "حاسبة العائد على الاستثمار في الذكاء الاصطناعي",
    description:
      "قدِّر عائد مبادرة للذكاء الاصطناعي انطلاقًا من أرقامك قبل أن تلتزم بالميزانية: من عدد الموظفين المعنيين والساعات التي يوفّرها كل منهم وتكاليفك ونسبة الاستخدام المتوقعة تحصل على المنفعة السنوية والعائد على الاستثمار وفترة الاسترداد وتدفق نقدي يمكنك طباعته أو مشاركته.",
    fields: {
      employees: "عدد الموظفين المعنيين",
      hoursSaved: "الساعات الموفَّرة لكل موظف أسبوعيًا",
      hourlyCost: "متوسط التكلفة الكاملة للساعة",
      investment: "إجمالي الاستثمار في التنفيذ",
      annualRunCost: "تكلفة التشغيل السنوية",
      currency: "العملة",
    },
    results: {
      heading: "تقديرك",
      annualSavings: "الوفورات السنوية المقدَّرة",
      netBenefit: "صافي الفائدة في السنة الأولى",
      roi: "العائد على الاستثمار",
      payback: "فترة الاسترداد",
      paybackMonths_zero: "أقل من شهر",
      paybackMonths_one: "شهر واحد",
      paybackMonths_two: "شهران",
      paybackMonths_few: "{{months}} أشهر",
      paybackMonths_many: "{{months}} شهرًا",
      paybackMonths_other: "{{months}} شهر",
      highValue: "قد تتجاوز قيمة هذه المبادرة {{amount}} سنويًا. دعنا نتحقق من ذلك معك.",
    },
    calculate: "احسب العائد",
  },
  maturity: {
    title: "تقييم نضج البيانات",
    description:
      "أجب عن مجموعة قصيرة من الأسئلة لتعرف مستوى قدراتك في مجال البيانات وما ينبغي تحسينه بعد ذلك.",
    score: "نتيجتك: {{score}} من {{max}}",
    dimensions: {
      strategy: "الاستراتيجية والقيادة",
      governance: "الحوكمة والامتثال",
      architecture: "البنية والمنصات",
      quality: "جودة البيانات",
      analytics: "التحليلات والذكاء الاصطناعي",
      culture: "الأفراد والثقافة",
    },
    levels: {
      initial: "مبدئي",
      developing: "قيد التطوير",
      defined: "محدَّد",
      managed: "مُدار",
      optimized: "مُحسَّن",
    },
  },
  trust: {
    title: "تقييم الثقة في الذكاء الاصطناعي",
    description:
      "قيّم أربعة عوامل من 1 إلى 3 لتعرف إلى أي مدى يمكن لمؤسستك أن تثق بأنظمة الذكاء الاصطناعي لديها.",
    scale: {
      low: "1 – منخفض",
      medium: "2 – متوسط",
      high: "3 – مرتفع",
    },
    total: "المجموع: {{score}} من {{max}}",
    bands: {
      strong: "ثقة عالية (10–12)",
      moderate: "ثقة متوسطة (7–9)",
      weak: "ثقة ضعيفة (4–6)",
      critical: "حرجة (أقل من 4)",
    },
  },
} satisfies StringTree;
