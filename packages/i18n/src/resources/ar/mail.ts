import type { StringTree } from "../../instance/resource-types";

/** رسائل البريد الإلكتروني لواجهة العملاء المحتملين وردود تأكيد النشرة الإخبارية. */
export const mail = {
  footer: {
    address: "المكتب",
    phone: "الهاتف",
    email: "البريد الإلكتروني",
    automated: "أُرسلت هذه الرسالة تلقائيًا من موقع Vantreo.",
  },
  notification: {
    subject: "عميل محتمل جديد ({{type}}) من نموذج {{source}}",
    heading: "وصل عميل محتمل جديد",
    type: "النوع",
    source: "المصدر",
    name: "الاسم",
    email: "البريد الإلكتروني",
    phone: "الهاتف",
    company: "الشركة",
    message: "الرسالة",
    page: "الصفحة",
    notGiven: "غير مذكور",
    open: "افتح العميل المحتمل في المكتب",
  },
  acknowledgement: {
    subject: "لقد تلقينا طلبك",
    greeting: "مرحبًا {{name}}،",
    greetingAnonymous: "مرحبًا،",
    received: {
      contact: "شكرًا لتواصلك مع Vantreo Data & AI. لقد تلقينا رسالتك.",
      demoRequest: "شكرًا لطلبك عرضًا توضيحيًا من Vantreo Data & AI. لقد تلقيناه.",
      assessment: "شكرًا لطلبك تقييمًا من Vantreo Data & AI. لقد تلقيناه.",
    },
    nextHeading: "ما الخطوة التالية",
    nextRead: "سيقرأ أحد مستشارينا طلبك ويرد على عنوان البريد الإلكتروني هذا.",
    nextCall: "إذا كان الأمر عاجلًا، اتصل بنا على {{phone}}.",
    signOff: "مع أطيب التحيات،",
    team: "فريق Vantreo Data & AI",
    notYou: "إذا لم ترسل هذا الطلب، يمكنك تجاهل هذه الرسالة.",
  },
  newsletter: {
    subject: "يرجى تأكيد اشتراكك في النشرة الإخبارية",
    heading: "نقرة واحدة للتأكيد",
    intro: "يرجى تأكيد رغبتك في تلقي النشرة البحثية من Vantreo Data & AI على هذا العنوان.",
    button: "تأكيد اشتراكي",
    expiry: "يعمل الرابط مرة واحدة وتنتهي صلاحيته خلال {{days}} أيام.",
    ignore: "إذا لم تشترك، تجاهل هذه الرسالة: لن يتم تسجيلك.",
  },
  confirm: {
    title: "تأكيد النشرة الإخبارية",
    working: "جارٍ تأكيد اشتراكك…",
    confirmed: "تم تأكيد اشتراكك. شكرًا لك!",
    expired: "انتهت صلاحية رابط التأكيد هذا. يرجى الاشتراك مرة أخرى.",
    used: "تم تأكيد هذا الاشتراك من قبل.",
    unknown: "رابط التأكيد هذا غير صالح.",
    failed: "تعذّر تأكيد اشتراكك. يرجى المحاولة لاحقًا.",
  },
} as const satisfies StringTree;
