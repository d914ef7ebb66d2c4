import type { StringTree } from "../../instance/resource-types";

/** رسائل طلبات التواصل ونموذج التواصل بالعربية الفصحى. */
export const leads = {
  valid_email_required: "يلزم إدخال عنوان بريد إلكتروني صالح",
  first_name_required: "الاسم الأول مطلوب",
  last_name_required: "اسم العائلة مطلوب",
  message_length: "يجب أن يتراوح طول الرسالة بين 10 و5000 حرف",
  company_required: "اسم الشركة مطلوب",
  validation_failed: "يُرجى تصحيح الأخطاء في النموذج ثم المحاولة مرة أخرى",
  endpoint_missing: "نموذج التواصل غير متاح مؤقتًا. يُرجى مراسلتنا على {{email}}",
  endpoint_missing_form:
    "نموذج التواصل غير متاح مؤقتًا. يُرجى المحاولة لاحقًا أو مراسلتنا على {{email}}.",
  timeout: "انتهت مهلة الطلب. يُرجى المحاولة مرة أخرى.",
  network_failure: "تعذّر إرسال النموذج. يُرجى المحاولة مرة أخرى أو التواصل معنا على {{email}}",
  submit_failed: "تعذّر الإرسال",
  submit_lead_failed: "تعذّر إرسال طلبك",
  submitting: "جارٍ الإرسال...",
  thank_you: "شكرًا لك! سنتواصل معك خلال يوم عمل واحد.",
  consent_required: "يُرجى الموافقة على تلقّي المراسلات حتى نتمكّن من الرد عليك.",
  rate_limited: "عدد الطلبات كبير جدًا. يُرجى الانتظار قليلًا ثم المحاولة مرة أخرى.",
  form: {
    title: "تحدّث إلى فريقنا",
    description:
      "أخبرنا عن مبادرتك في مجال البيانات أو الذكاء الاصطناعي، وسيردّ عليك أحد مستشارينا خلال يوم عمل واحد.",
    name: {
      label: "الاسم الكامل",
      placeholder: "الاسم الأول واسم العائلة",
    },
    email: {
      label: "البريد الإلكتروني للعمل",
      placeholder: "\u2066name@company.com\u2069",
      help: "نستخدم بريدك الإلكتروني للرد على استفسارك فقط.",
    },
    company: {
      label: "الشركة",
      placeholder: "اسم الشركة",
    },
    phone: {
      label: "الهاتف",
      placeholder: "+966 5X XXX XXXX",
      help: "أضف رمز الدولة إذا كنت خارج الولايات المتحدة.",
    },
    message: {
      label: "كيف يمكننا مساعدتك؟",
      placeholder: "أهدافك وجدولك الزمني والأنظمة المعنية",
      help: "بين 10 و5000 حرف.",
    },
    marketingConsent: {
      label:
        "أوافق على تلقّي مراسلات من Vantreo Data & AI بشأن استفساري والخدمات ذات الصلة، ويمكنني إلغاء الاشتراك في أي وقت.",
      help: "اطّلع على كيفية تعاملنا مع بياناتك في سياسة الخصوصية.",
    },
    submit: "إرسال الرسالة",
    subscribe: "اشترك",
    requestDemo: "اطلب عرضًا توضيحيًا",
    thankYouTitle: "تم استلام رسالتك",
    errorsHeading: "تعذّر إرسال النموذج:",
    mailtoFallback: "أرسل ما كتبته إلى {{email}} عبر البريد الإلكتروني بدلًا من ذلك",
    newsletterConsent: {
      label:
        "أوافق على تلقّي الموجز الشهري من Vantreo Data & AI عبر البريد الإلكتروني، ويمكنني إلغاء الاشتراك في أي وقت.",
    },
  },
} satisfies StringTree;
