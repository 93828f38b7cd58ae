import type { CatalogueKind } from "./products";

/** The words drawn on a banner: its heading, the line under it and its button. */
type BannerWords = [title: string, subtitle: string, cta: string];

export interface BannerDefinition {
  /** File name without extension; the small variant adds "-sm", a language's drawing ".{code}" (hero-1.hi-sm.svg). */
  file: string;
  title: string;
  subtitle: string;
  cta: string;
  link: string;
  /** The banner drawn in the website's other languages, by language code. */
  translations: Record<string, BannerWords>;
}

const banner = (file: string, [title, subtitle, cta]: BannerWords, link: string, translations: Record<string, BannerWords> = {}): BannerDefinition => ({
  file,
  title,
  subtitle,
  cta,
  link,
  translations,
});

export const HERO_BANNERS: Record<CatalogueKind, BannerDefinition[]> = {
  retail: [
    banner("hero-1", ["Fresh Harvest Basmati", "Aged long-grain rice, up to 20% off", "Shop rice"], "/products?c=rice-grains", {
      hi: ["नई फ़सल का बासमती", "पुराना, लंबे दाने वाला चावल, 20% तक की छूट", "चावल खरीदें"],
      kn: ["ಹೊಸ ಬೆಳೆಯ ಬಾಸ್ಮತಿ", "ಹಳೆಯ ಉದ್ದ ಕಾಳಿನ ಅಕ್ಕಿ, 20% ವರೆಗೆ ರಿಯಾಯಿತಿ", "ಅಕ್ಕಿ ಖರೀದಿಸಿ"],
    }),
    banner("hero-2", ["Masalas from Kerala", "Whole and ground spices, freshly packed", "Explore spices"], "/products?c=spices-masalas", {
      hi: ["केरल के मसाले", "साबुत और पिसे मसाले, ताज़ा पैक किए हुए", "मसाले देखें"],
      kn: ["ಕೇರಳದ ಮಸಾಲೆಗಳು", "ಇಡೀ ಮತ್ತು ಪುಡಿ ಮಸಾಲೆಗಳು, ಹೊಸದಾಗಿ ಪ್ಯಾಕ್ ಮಾಡಿದವು", "ಮಸಾಲೆಗಳನ್ನು ನೋಡಿ"],
    }),
    banner("hero-3", ["Free delivery above ₹499", "Pick a slot that suits you, morning to evening", "Start shopping"], "/products", {
      hi: ["₹499 से ऊपर मुफ़्त डिलीवरी", "सुबह से शाम तक, अपनी सुविधा का स्लॉट चुनें", "ख़रीदारी शुरू करें"],
      kn: ["₹499 ಮೇಲ್ಪಟ್ಟ ಆರ್ಡರ್‌ಗೆ ಉಚಿತ ಡೆಲಿವರಿ", "ಬೆಳಿಗ್ಗೆಯಿಂದ ಸಂಜೆಯವರೆಗೆ, ನಿಮಗೆ ಅನುಕೂಲವಾದ ಸಮಯ ಆರಿಸಿ", "ಖರೀದಿ ಆರಂಭಿಸಿ"],
    }),
  ],
  wholesale: [
    banner("hero-1", ["25 kg rice bags at trade prices", "For kirana stores, hotels and caterers", "Buy in bulk"], "/products?c=rice-grains", {
      hi: ["25 किलो चावल की बोरियाँ थोक भाव पर", "किराना दुकानों, होटलों और कैटरर्स के लिए", "थोक में खरीदें"],
    }),
    banner("hero-2", ["Oil tins, cases and cartons", "Stock up on fast movers and save more", "See bulk deals"], "/products?sort=price_asc", {
      hi: ["तेल के टिन, केस और कार्टन", "जल्दी बिकने वाला माल भरें, ज़्यादा बचाएँ", "थोक ऑफ़र देखें"],
    }),
    banner("hero-3", ["Next-day depot delivery", "Across Bengaluru and Mumbai", "Start an order"], "/products", {
      hi: ["अगले दिन डिपो से डिलीवरी", "पूरे बेंगलुरु और मुंबई में", "ऑर्डर शुरू करें"],
    }),
  ],
};

export const OFFER_BANNERS: Record<CatalogueKind, BannerDefinition[]> = {
  retail: [
    banner("offer-1", ["WELCOME10", "10% off your first order above ₹500", "Use code"], "/products", {
      hi: ["WELCOME10", "₹500 से ऊपर के पहले ऑर्डर पर 10% की छूट", "कोड लगाएँ"],
      kn: ["WELCOME10", "₹500 ಮೇಲ್ಪಟ್ಟ ಮೊದಲ ಆರ್ಡರ್‌ಗೆ 10% ರಿಯಾಯಿತಿ", "ಕೋಡ್ ಬಳಸಿ"],
    }),
    banner("offer-2", ["Dals from ₹99", "Unpolished pulses, protein-packed", "Shop dals"], "/products?c=dals-pulses", {
      hi: ["दालें ₹99 से", "बिना पॉलिश की दालें, प्रोटीन से भरपूर", "दालें खरीदें"],
      kn: ["ಬೇಳೆಗಳು ₹99 ರಿಂದ", "ಪಾಲಿಶ್ ಮಾಡದ ಬೇಳೆಗಳು, ಪ್ರೋಟೀನ್ ಭರಿತ", "ಬೇಳೆ ಖರೀದಿಸಿ"],
    }),
    banner("offer-3", ["Snack time", "Namkeen and cookies, buy more save more", "Shop snacks"], "/products?c=snacks-namkeen", {
      hi: ["नाश्ते का वक़्त", "नमकीन और कुकीज़: ज़्यादा खरीदें, ज़्यादा बचाएँ", "स्नैक्स खरीदें"],
      kn: ["ತಿಂಡಿ ಸಮಯ", "ಖಾರದ ತಿಂಡಿ ಮತ್ತು ಕುಕೀಸ್: ಹೆಚ್ಚು ಖರೀದಿಸಿ, ಹೆಚ್ಚು ಉಳಿಸಿ", "ತಿಂಡಿ ಖರೀದಿಸಿ"],
    }),
  ],
  wholesale: [
    banner("offer-1", ["BULK5", "Extra 5% off orders above ₹5,000", "Use code"], "/products", {
      hi: ["BULK5", "₹5,000 से ऊपर के ऑर्डर पर 5% की अतिरिक्त छूट", "कोड लगाएँ"],
    }),
    banner("offer-2", ["Cold-pressed oils", "15 L tins for restaurants", "Shop oils"], "/products?c=edible-oils-ghee", {
      hi: ["कच्ची घानी तेल", "रेस्टोरेंट के लिए 15 लीटर के टिन", "तेल खरीदें"],
    }),
    banner("offer-3", ["Household cartons", "Detergents and cleaners by the case", "Shop household"], "/products?c=household", {
      hi: ["घरेलू सामान के कार्टन", "डिटर्जेंट और क्लीनर, पूरे केस में", "घरेलू सामान खरीदें"],
    }),
  ],
};

export const POPUP_BANNER = banner("popup", ["Today's deals", "Lowest prices of the week", "Grab now"], "/products?sort=price_asc");
export const ABOUT_BANNER = banner("about", ["Our story", "From farm gates to your kitchen", ""], "/about-us", {
  hi: ["हमारी कहानी", "खेत से सीधे आपकी रसोई तक", ""],
  kn: ["ನಮ್ಮ ಕಥೆ", "ಹೊಲದಿಂದ ನೇರವಾಗಿ ನಿಮ್ಮ ಅಡುಗೆಮನೆಗೆ", ""],
});

/** A banner's words in `language`, or its own when it has none there. */
export function bannerIn(definition: BannerDefinition, language: string): BannerDefinition {
  const words = definition.translations[language];
  if (!words) return definition;
  const [title, subtitle, cta] = words;
  return { ...definition, file: `${definition.file}.${language}`, title, subtitle, cta };
}
