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
    open: "افتحوا العميل المحتمل في المكتب",
  },
  acknowledgement: {
    subject: "لقد تلقينا طلبكم",
    greeting: "مرحبًا {{name}}،",
    greetingAnonymous: "مرحبًا،",
    received: {
      contact: "شكرًا لتواصلكم مع Vantreo Data & AI. لقد تلقينا رسالتكم.",
      demoRequest: "شكرًا لطلبكم عرضًا توضيحيًا من Vantreo Data & AI. لقد تلقيناه.",
      assessment: "شكرًا لطلبكم تقييمًا من Vantreo Data & AI. لقد تلقيناه.",
    },
    nextHeading: "ما الخطوة التالية",
    nextRead: "سيقرأ أحد مستشارينا طلبكم ويرد على عنوان البريد الإلكتروني هذا.",
    nextCall: "إذا كان الأمر عاجلًا، اتصلوا بنا على {{phone}}.",
    signOff: "مع أطيب التحيات،",
    team: "فريق Vantreo Data & AI",
    notYou: "إذا لم ترسلوا هذا الطلب، يمكنكم تجاهل هذه الرسالة.",
  },
  newsletter: {
    subject: "يُرجى تأكيد اشتراككم في النشرة الإخبارية",
    heading: "نقرة واحدة للتأكيد",
    intro: "يُرجى تأكيد رغبتكم في تلقي النشرة البحثية من Vantreo Data & AI على هذا العنوان.",
    button: "تأكيد اشتراكي",
    expiry: "يعمل الرابط مرة واحدة وتنتهي صلاحيته خلال {{days}} أيام.",
    ignore: "إذا لم تشتركوا، تجاهلوا هذه الرسالة: لن يتم تسجيلكم.",
  },
  confirm: {
    title: "تأكيد النشرة الإخبارية",
    working: "جارٍ تأكيد اشتراككم…",
    confirmed: "تم تأكيد اشتراككم. شكرًا لكم!",
    expired: "انتهت صلاحية رابط التأكيد هذا. يرجى الاشتراك مرة أخرى.",
    used: "تم تأكيد هذا الاشتراك من قبل.",
    unknown: "رابط التأكيد هذا غير صالح.",
    failed: "تعذّر تأكيد اشتراككم. يُرجى المحاولة لاحقًا.",
  },
} as const satisfies StringTree;
