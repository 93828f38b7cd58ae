/**
 * The demo pages' block texts in Hindi and Kannada, keyed by the English text, in the words the
 * storefront's own Hindi and Kannada texts use (ऑफ़र, ಆಫರ್‌ಗಳು). The wholesale website offers Hindi only.
 */
const BLOCK_WORDS: Record<string, Record<string, string>> = {
  Hero: { hi: "ख़ास ऑफ़र", kn: "ವಿಶೇಷ ಆಫರ್‌ಗಳು" },
  Offers: { hi: "ऑफ़र", kn: "ಆಫರ್‌ಗಳು" },
  "Shop by Category": { hi: "कैटेगरी के हिसाब से खरीदें", kn: "ವರ್ಗದ ಪ್ರಕಾರ ಖರೀದಿಸಿ" },
  "Best of Rice & Grains": { hi: "चावल और अनाज में सबसे बढ़िया", kn: "ಅತ್ಯುತ್ತಮ ಅಕ್ಕಿ ಮತ್ತು ಧಾನ್ಯಗಳು" },
  "Rice & Grains in Bulk": { hi: "थोक में चावल और अनाज" },
  "Lowest Prices": { hi: "सबसे कम कीमतें", kn: "ಅತಿ ಕಡಿಮೆ ಬೆಲೆಗಳು" },
  "Best Bulk Prices": { hi: "थोक के सबसे अच्छे दाम" },
  "Shop by Supplier": { hi: "सप्लायर के हिसाब से खरीदें", kn: "ಪೂರೈಕೆದಾರರ ಪ್ರಕಾರ ಖರೀದಿಸಿ" },
  "Popular Brands": { hi: "लोकप्रिय ब्रांड", kn: "ಜನಪ್ರಿಯ ಬ್ರ್ಯಾಂಡ್‌ಗಳು" },
  "Our story": { hi: "हमारी कहानी", kn: "ನಮ್ಮ ಕಥೆ" },
};

/** `english` in `language`; the demo has every block text in every language its websites offer. */
export function blockWords(english: string, language: string): string {
  const words = BLOCK_WORDS[english]?.[language];
  if (!words) throw new Error(`The demo has no ${language} words for the block text "${english}"`);
  return words;
}

/** The about page's words in each language; the website's own name and address stay as they are. */
export const ABOUT_WORDS: Record<string, { about: (name: string) => string; where: string; delivery: string; contact: string; phone: string; email: string }> = {
  hi: {
    about: (name) => `${name} के बारे में`,
    where: "हम कहाँ डिलीवरी करते हैं",
    delivery:
      "हम बेंगलुरु में <strong>560001</strong> और <strong>560034</strong> और मुंबई में <strong>400001</strong> पिन कोड पर, रोज़ तीन स्लॉट में डिलीवरी करते हैं: सुबह 9 से दोपहर 12 बजे, दोपहर 12 से 3 बजे और शाम 5 से रात 8 बजे।",
    contact: "हमसे संपर्क करें",
    phone: "फ़ोन",
    email: "ईमेल",
  },
  kn: {
    about: (name) => `${name} ಬಗ್ಗೆ`,
    where: "ನಾವು ಎಲ್ಲಿಗೆ ಡೆಲಿವರಿ ಮಾಡುತ್ತೇವೆ",
    delivery:
      "ನಾವು ಬೆಂಗಳೂರಿನ <strong>560001</strong> ಮತ್ತು <strong>560034</strong> ಹಾಗೂ ಮುಂಬೈನ <strong>400001</strong> ಪಿನ್ ಕೋಡ್‌ಗಳಿಗೆ ಪ್ರತಿದಿನ ಮೂರು ಸಮಯಗಳಲ್ಲಿ ಡೆಲಿವರಿ ಮಾಡುತ್ತೇವೆ: ಬೆಳಿಗ್ಗೆ 9 ರಿಂದ ಮಧ್ಯಾಹ್ನ 12, ಮಧ್ಯಾಹ್ನ 12 ರಿಂದ 3 ಮತ್ತು ಸಂಜೆ 5 ರಿಂದ ರಾತ್ರಿ 8.",
    contact: "ನಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಿ",
    phone: "ಫೋನ್",
    email: "ಇಮೇಲ್",
  },
};

/** Each demo website's description (by its catalogue) in its other languages. */
export const SITE_DESCRIPTIONS: Record<string, Record<string, string>> = {
  retail: {
    hi: "अन्नपूर्णा स्टोर भरोसेमंद भारतीय ब्रांडों का चावल, आटा, दालें, तेल, मसाले और रोज़ की ज़रूरत का सामान आपके घर तक पहुँचाता है, बेंगलुरु और मुंबई में आपके चुने स्लॉट में।",
    kn: "ಅನ್ನಪೂರ್ಣ ಸ್ಟೋರ್ ನಂಬಿಕೆಯ ಭಾರತೀಯ ಬ್ರ್ಯಾಂಡ್‌ಗಳ ಅಕ್ಕಿ, ಹಿಟ್ಟು, ಬೇಳೆ, ಎಣ್ಣೆ, ಮಸಾಲೆ ಮತ್ತು ದಿನಬಳಕೆಯ ವಸ್ತುಗಳನ್ನು ಬೆಂಗಳೂರು ಮತ್ತು ಮುಂಬೈನಲ್ಲಿ ನೀವು ಆರಿಸಿದ ಸಮಯಕ್ಕೆ ನಿಮ್ಮ ಮನೆಗೆ ತಲುಪಿಸುತ್ತದೆ.",
  },
  wholesale: {
    hi: "बल्क बाज़ार किराना दुकानों, रेस्टोरेंट और कैटरर्स को रोज़ का राशन बड़े पैक में थोक भाव पर देता है, हमारे बेंगलुरु डिपो से डिलीवरी के साथ।",
  },
};
