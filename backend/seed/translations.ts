import type { Kysely } from "kysely";
import type { Database } from "@/backend/db/schema";
import type { TranslatedRecord } from "@/lib/api/schemas/translations";
import { slugify } from "@/backend/services/slugify";

/** A name in each demo language other than English. */
type Names = { hi: string; kn: string };

/**
 * The demo catalogue's names in Hindi and Kannada, as a grocery shop in Bengaluru would write them:
 * the everyday word for the thing (चावल, ಅಕ್ಕಿ), brand names spelt out in the script. Keyed by slug.
 */
const CATEGORY_NAMES: Record<string, Names> = {
  "rice-grains": { hi: "चावल और अनाज", kn: "ಅಕ್ಕಿ ಮತ್ತು ಧಾನ್ಯಗಳು" },
  "basmati-rice": { hi: "बासमती चावल", kn: "ಬಾಸ್ಮತಿ ಅಕ್ಕಿ" },
  "daily-rice": { hi: "रोज़ का चावल", kn: "ದಿನಬಳಕೆಯ ಅಕ್ಕಿ" },
  "millets-poha": { hi: "मोटा अनाज और पोहा", kn: "ಸಿರಿಧಾನ್ಯ ಮತ್ತು ಅವಲಕ್ಕಿ" },
  "atta-flours": { hi: "आटा और बेसन", kn: "ಹಿಟ್ಟು ಮತ್ತು ರವೆ" },
  "wheat-atta": { hi: "गेहूं का आटा", kn: "ಗೋಧಿ ಹಿಟ್ಟು" },
  "besan-speciality-flours": { hi: "बेसन और ख़ास आटे", kn: "ಕಡಲೆ ಹಿಟ್ಟು ಮತ್ತು ಇತರ ಹಿಟ್ಟುಗಳು" },
  "rava-sooji": { hi: "रवा और सूजी", kn: "ರವೆ ಮತ್ತು ಸೂಜಿ" },
  "dals-pulses": { hi: "दालें और दलहन", kn: "ಬೇಳೆ ಮತ್ತು ಕಾಳುಗಳು" },
  "toor-moong-dal": { hi: "तूर और मूंग दाल", kn: "ತೊಗರಿ ಮತ್ತು ಹೆಸರು ಬೇಳೆ" },
  "chana-rajma": { hi: "चना और राजमा", kn: "ಕಡಲೆ ಮತ್ತು ರಾಜ್ಮಾ" },
  "urad-masoor": { hi: "उड़द और मसूर", kn: "ಉದ್ದು ಮತ್ತು ಮಸೂರ್" },
  "edible-oils-ghee": { hi: "खाने का तेल और घी", kn: "ಅಡುಗೆ ಎಣ್ಣೆ ಮತ್ತು ತುಪ್ಪ" },
  "cooking-oils": { hi: "खाने का तेल", kn: "ಅಡುಗೆ ಎಣ್ಣೆ" },
  ghee: { hi: "घी", kn: "ತುಪ್ಪ" },
  "spices-masalas": { hi: "मसाले", kn: "ಮಸಾಲೆ ಪದಾರ್ಥಗಳು" },
  "whole-spices": { hi: "साबुत मसाले", kn: "ಇಡೀ ಮಸಾಲೆಗಳು" },
  "powdered-spices": { hi: "पिसे मसाले", kn: "ಮಸಾಲೆ ಪುಡಿಗಳು" },
  "blended-masalas": { hi: "मिक्स मसाले", kn: "ಮಿಶ್ರ ಮಸಾಲೆಗಳು" },
  "snacks-namkeen": { hi: "स्नैक्स और नमकीन", kn: "ತಿಂಡಿ ತಿನಿಸುಗಳು" },
  namkeen: { hi: "नमकीन", kn: "ಖಾರದ ತಿಂಡಿ" },
  "biscuits-cookies": { hi: "बिस्कुट और कुकीज़", kn: "ಬಿಸ್ಕತ್ತು ಮತ್ತು ಕುಕೀಸ್" },
  "chips-crisps": { hi: "चिप्स", kn: "ಚಿಪ್ಸ್" },
  beverages: { hi: "चाय, कॉफ़ी और पेय", kn: "ಪಾನೀಯಗಳು" },
  tea: { hi: "चाय", kn: "ಚಹಾ" },
  coffee: { hi: "कॉफ़ी", kn: "ಕಾಫಿ" },
  "health-drinks": { hi: "हेल्थ ड्रिंक", kn: "ಆರೋಗ್ಯ ಪಾನೀಯಗಳು" },
  "dairy-breakfast": { hi: "डेयरी और नाश्ता", kn: "ಹಾಲಿನ ಉತ್ಪನ್ನ ಮತ್ತು ಉಪಾಹಾರ" },
  "dairy-products": { hi: "दूध से बनी चीज़ें", kn: "ಹಾಲಿನ ಉತ್ಪನ್ನಗಳು" },
  "breakfast-cereals": { hi: "नाश्ते के अनाज", kn: "ಉಪಾಹಾರದ ಧಾನ್ಯಗಳು" },
  "jams-spreads": { hi: "जैम और स्प्रेड", kn: "ಜಾಮ್ ಮತ್ತು ಸ್ಪ್ರೆಡ್" },
  "personal-care": { hi: "निजी देखभाल", kn: "ವೈಯಕ್ತಿಕ ಆರೈಕೆ" },
  "bath-soaps": { hi: "नहाने का साबुन", kn: "ಸ್ನಾನದ ಸಾಬೂನು" },
  "hair-care": { hi: "बालों की देखभाल", kn: "ಕೂದಲಿನ ಆರೈಕೆ" },
  "oral-care": { hi: "दाँतों की देखभाल", kn: "ಹಲ್ಲಿನ ಆರೈಕೆ" },
  household: { hi: "घर की सफ़ाई", kn: "ಮನೆ ಸ್ವಚ್ಛತೆ" },
  detergents: { hi: "कपड़े धोने का पाउडर", kn: "ಬಟ್ಟೆ ಒಗೆಯುವ ಪುಡಿ" },
  dishwash: { hi: "बर्तन धोने का सामान", kn: "ಪಾತ್ರೆ ತೊಳೆಯುವ ಸಾಮಗ್ರಿ" },
  "floor-cleaners": { hi: "फ़र्श क्लीनर", kn: "ನೆಲ ಒರೆಸುವ ದ್ರಾವಣ" },
};

const BRAND_NAMES: Record<string, Names> = {
  "royal-harvest": { hi: "रॉयल हार्वेस्ट", kn: "ರಾಯಲ್ ಹಾರ್ವೆಸ್ಟ್" },
  "desi-chakki": { hi: "देसी चक्की", kn: "ದೇಸಿ ಚಕ್ಕಿ" },
  "kisan-gold": { hi: "किसान गोल्ड", kn: "ಕಿಸಾನ್ ಗೋಲ್ಡ್" },
  "swarna-dhara": { hi: "स्वर्ण धारा", kn: "ಸ್ವರ್ಣ ಧಾರಾ" },
  "masala-mahal": { hi: "मसाला महल", kn: "ಮಸಾಲಾ ಮಹಲ್" },
  "crunchy-bites": { hi: "क्रंची बाइट्स", kn: "ಕ್ರಂಚಿ ಬೈಟ್ಸ್" },
  "chai-bagan": { hi: "चाय बागान", kn: "ಚಾಯ್ ಬಾಗಾನ್" },
  "gokul-fresh": { hi: "गोकुल फ्रेश", kn: "ಗೋಕುಲ್ ಫ್ರೆಶ್" },
  "herbal-roots": { hi: "हर्बल रूट्स", kn: "ಹರ್ಬಲ್ ರೂಟ್ಸ್" },
  "shubh-clean": { hi: "शुभ क्लीन", kn: "ಶುಭ್ ಕ್ಲೀನ್" },
};

const SUPPLIER_NAMES: Record<string, Names> = {
  "ganga-valley-foods": { hi: "गंगा वैली फ़ूड्स", kn: "ಗಂಗಾ ವ್ಯಾಲಿ ಫುಡ್ಸ್" },
  "malabar-spice-exports": { hi: "मालाबार स्पाइस एक्सपोर्ट्स", kn: "ಮಲಬಾರ್ ಸ್ಪೈಸ್ ಎಕ್ಸ್‌ಪೋರ್ಟ್ಸ್" },
  "deccan-agro-traders": { hi: "दक्कन एग्रो ट्रेडर्स", kn: "ಡೆಕ್ಕನ್ ಅಗ್ರೋ ಟ್ರೇಡರ್ಸ್" },
  "sahyadri-home-essentials": { hi: "सह्याद्रि होम एसेंशियल्स", kn: "ಸಹ್ಯಾದ್ರಿ ಹೋಮ್ ಎಸೆನ್ಷಿಯಲ್ಸ್" },
};

const PRODUCT_NAMES: Record<string, Names> = {
  "royal-harvest-classic-basmati-rice": { hi: "रॉयल हार्वेस्ट क्लासिक बासमती चावल", kn: "ರಾಯಲ್ ಹಾರ್ವೆಸ್ಟ್ ಕ್ಲಾಸಿಕ್ ಬಾಸ್ಮತಿ ಅಕ್ಕಿ" },
  "royal-harvest-everyday-basmati-rice": { hi: "रॉयल हार्वेस्ट एवरीडे बासमती चावल", kn: "ರಾಯಲ್ ಹಾರ್ವೆಸ್ಟ್ ಎವರಿಡೇ ಬಾಸ್ಮತಿ ಅಕ್ಕಿ" },
  "kisan-gold-sona-masoori-rice": { hi: "किसान गोल्ड सोना मसूरी चावल", kn: "ಕಿಸಾನ್ ಗೋಲ್ಡ್ ಸೋನಾ ಮಸೂರಿ ಅಕ್ಕಿ" },
  "royal-harvest-idli-rice": { hi: "रॉयल हार्वेस्ट इडली चावल", kn: "ರಾಯಲ್ ಹಾರ್ವೆಸ್ಟ್ ಇಡ್ಲಿ ಅಕ್ಕಿ" },
  "kisan-gold-thick-poha": { hi: "किसान गोल्ड मोटा पोहा", kn: "ಕಿಸಾನ್ ಗೋಲ್ಡ್ ದಪ್ಪ ಅವಲಕ್ಕಿ" },
  "kisan-gold-foxtail-millet": { hi: "किसान गोल्ड कंगनी", kn: "ಕಿಸಾನ್ ಗೋಲ್ಡ್ ನವಣೆ" },
  "desi-chakki-whole-wheat-atta": { hi: "देसी चक्की गेहूं का आटा", kn: "ದೇಸಿ ಚಕ್ಕಿ ಗೋಧಿ ಹಿಟ್ಟು" },
  "desi-chakki-multigrain-atta": { hi: "देसी चक्की मल्टीग्रेन आटा", kn: "ದೇಸಿ ಚಕ್ಕಿ ಮಲ್ಟಿಗ್ರೇನ್ ಹಿಟ್ಟು" },
  "desi-chakki-besan": { hi: "देसी चक्की बेसन", kn: "ದೇಸಿ ಚಕ್ಕಿ ಕಡಲೆ ಹಿಟ್ಟು" },
  "desi-chakki-ragi-flour": { hi: "देसी चक्की रागी आटा", kn: "ದೇಸಿ ಚಕ್ಕಿ ರಾಗಿ ಹಿಟ್ಟು" },
  "desi-chakki-rice-flour": { hi: "देसी चक्की चावल का आटा", kn: "ದೇಸಿ ಚಕ್ಕಿ ಅಕ್ಕಿ ಹಿಟ್ಟು" },
  "desi-chakki-bombay-rava": { hi: "देसी चक्की बॉम्बे रवा", kn: "ದೇಸಿ ಚಕ್ಕಿ ಬಾಂಬೆ ರವೆ" },
  "kisan-gold-toor-dal": { hi: "किसान गोल्ड तूर दाल", kn: "ಕಿಸಾನ್ ಗೋಲ್ಡ್ ತೊಗರಿ ಬೇಳೆ" },
  "kisan-gold-moong-dal": { hi: "किसान गोल्ड मूंग दाल", kn: "ಕಿಸಾನ್ ಗೋಲ್ಡ್ ಹೆಸರು ಬೇಳೆ" },
  "kisan-gold-kabuli-chana": { hi: "किसान गोल्ड काबुली चना", kn: "ಕಿಸಾನ್ ಗೋಲ್ಡ್ ಕಾಬೂಲಿ ಕಡಲೆ" },
  "kisan-gold-chana-dal": { hi: "किसान गोल्ड चना दाल", kn: "ಕಿಸಾನ್ ಗೋಲ್ಡ್ ಕಡಲೆ ಬೇಳೆ" },
  "kisan-gold-urad-dal": { hi: "किसान गोल्ड उड़द दाल", kn: "ಕಿಸಾನ್ ಗೋಲ್ಡ್ ಉದ್ದಿನ ಬೇಳೆ" },
  "kisan-gold-masoor-dal": { hi: "किसान गोल्ड मसूर दाल", kn: "ಕಿಸಾನ್ ಗೋಲ್ಡ್ ಮಸೂರ್ ಬೇಳೆ" },
  "swarna-dhara-cold-pressed-groundnut-oil": { hi: "स्वर्ण धारा कोल्ड प्रेस्ड मूंगफली का तेल", kn: "ಸ್ವರ್ಣ ಧಾರಾ ಗಾಣದ ಕಡಲೆಕಾಯಿ ಎಣ್ಣೆ" },
  "swarna-dhara-refined-sunflower-oil": { hi: "स्वर्ण धारा रिफ़ाइंड सूरजमुखी तेल", kn: "ಸ್ವರ್ಣ ಧಾರಾ ರಿಫೈನ್ಡ್ ಸೂರ್ಯಕಾಂತಿ ಎಣ್ಣೆ" },
  "swarna-dhara-kachi-ghani-mustard-oil": { hi: "स्वर्ण धारा कच्ची घानी सरसों का तेल", kn: "ಸ್ವರ್ಣ ಧಾರಾ ಕಚ್ಚಿ ಘಾನಿ ಸಾಸಿವೆ ಎಣ್ಣೆ" },
  "swarna-dhara-virgin-coconut-oil": { hi: "स्वर्ण धारा वर्जिन नारियल तेल", kn: "ಸ್ವರ್ಣ ಧಾರಾ ವರ್ಜಿನ್ ತೆಂಗಿನ ಎಣ್ಣೆ" },
  "gokul-fresh-pure-cow-ghee": { hi: "गोकुल फ्रेश शुद्ध गाय का घी", kn: "ಗೋಕುಲ್ ಫ್ರೆಶ್ ಶುದ್ಧ ಹಸುವಿನ ತುಪ್ಪ" },
  "masala-mahal-turmeric-powder": { hi: "मसाला महल हल्दी पाउडर", kn: "ಮಸಾಲಾ ಮಹಲ್ ಅರಿಶಿನ ಪುಡಿ" },
  "masala-mahal-kashmiri-chilli-powder": { hi: "मसाला महल कश्मीरी लाल मिर्च पाउडर", kn: "ಮಸಾಲಾ ಮಹಲ್ ಕಾಶ್ಮೀರಿ ಮೆಣಸಿನ ಪುಡಿ" },
  "masala-mahal-coriander-powder": { hi: "मसाला महल धनिया पाउडर", kn: "ಮಸಾಲಾ ಮಹಲ್ ಕೊತ್ತಂಬರಿ ಪುಡಿ" },
  "masala-mahal-sambar-powder": { hi: "मसाला महल सांभर मसाला", kn: "ಮಸಾಲಾ ಮಹಲ್ ಸಾಂಬಾರ್ ಪುಡಿ" },
  "masala-mahal-cumin-seeds": { hi: "मसाला महल जीरा", kn: "ಮಸಾಲಾ ಮಹಲ್ ಜೀರಿಗೆ" },
  "crunchy-bites-aloo-bhujia": { hi: "क्रंची बाइट्स आलू भुजिया", kn: "ಕ್ರಂಚಿ ಬೈಟ್ಸ್ ಆಲೂ ಭುಜಿಯಾ" },
  "crunchy-bites-kerala-banana-chips": { hi: "क्रंची बाइट्स केरल केले के चिप्स", kn: "ಕ್ರಂಚಿ ಬೈಟ್ಸ್ ಕೇರಳ ಬಾಳೆಕಾಯಿ ಚಿಪ್ಸ್" },
  "chai-bagan-assam-ctc-tea": { hi: "चाय बागान असम सीटीसी चाय", kn: "ಚಾಯ್ ಬಾಗಾನ್ ಅಸ್ಸಾಂ ಸಿಟಿಸಿ ಚಹಾ" },
  "chai-bagan-filter-coffee": { hi: "चाय बागान फ़िल्टर कॉफ़ी", kn: "ಚಾಯ್ ಬಾಗಾನ್ ಫಿಲ್ಟರ್ ಕಾಫಿ" },
  "herbal-roots-mysore-sandalwood-soap": { hi: "हर्बल रूट्स मैसूर चंदन साबुन", kn: "ಹರ್ಬಲ್ ರೂಟ್ಸ್ ಮೈಸೂರು ಶ್ರೀಗಂಧದ ಸಾಬೂನು" },
  "kisan-gold-whole-green-moong": { hi: "किसान गोल्ड साबुत हरी मूंग", kn: "ಕಿಸಾನ್ ಗೋಲ್ಡ್ ಹೆಸರು ಕಾಳು" },
  "kisan-gold-rajma-chitra": { hi: "किसान गोल्ड चित्रा राजमा", kn: "ಕಿಸಾನ್ ಗೋಲ್ಡ್ ಚಿತ್ರಾ ರಾಜ್ಮಾ" },
  "masala-mahal-green-cardamom": { hi: "मसाला महल हरी इलायची", kn: "ಮಸಾಲಾ ಮಹಲ್ ಏಲಕ್ಕಿ" },
  "crunchy-bites-madras-mixture": { hi: "क्रंची बाइट्स मद्रास मिक्सचर", kn: "ಕ್ರಂಚಿ ಬೈಟ್ಸ್ ಮದ್ರಾಸ್ ಮಿಕ್ಸ್ಚರ್" },
  "crunchy-bites-butter-cookies": { hi: "क्रंची बाइट्स बटर कुकीज़", kn: "ಕ್ರಂಚಿ ಬೈಟ್ಸ್ ಬೆಣ್ಣೆ ಕುಕೀಸ್" },
  "chai-bagan-tulsi-green-tea": { hi: "चाय बागान तुलसी ग्रीन टी", kn: "ಚಾಯ್ ಬಾಗಾನ್ ತುಳಸಿ ಗ್ರೀನ್ ಟೀ" },
  "chai-bagan-malt-health-drink": { hi: "चाय बागान माल्ट हेल्थ ड्रिंक", kn: "ಚಾಯ್ ಬಾಗಾನ್ ಮಾಲ್ಟ್ ಆರೋಗ್ಯ ಪಾನೀಯ" },
  "gokul-fresh-sweetened-condensed-milk": { hi: "गोकुल फ्रेश मीठा गाढ़ा दूध", kn: "ಗೋಕುಲ್ ಫ್ರೆಶ್ ಸಿಹಿ ಮಂದ ಹಾಲು" },
  "herbal-roots-amla-hair-oil": { hi: "हर्बल रूट्स आंवला केश तेल", kn: "ಹರ್ಬಲ್ ರೂಟ್ಸ್ ನೆಲ್ಲಿಕಾಯಿ ಕೂದಲಿನ ಎಣ್ಣೆ" },
  "shubh-clean-detergent-powder": { hi: "शुभ क्लीन डिटर्जेंट पाउडर", kn: "ಶುಭ್ ಕ್ಲೀನ್ ಬಟ್ಟೆ ಒಗೆಯುವ ಪುಡಿ" },
};

/**
 * The demo navigation's and footer's labels, keyed by their English label (backend/seed/navigation.ts),
 * in the words the storefront's own Hindi and Kannada texts use (होम, ऑफ़र, ಮುಖಪುಟ). Social links keep
 * the network's own name, as shoppers know it.
 */
const MENU_LABELS: Record<string, Names> = {
  Home: { hi: "होम", kn: "ಮುಖಪುಟ" },
  Categories: { hi: "श्रेणियाँ", kn: "ವರ್ಗಗಳು" },
  Offers: { hi: "ऑफ़र", kn: "ಆಫರ್‌ಗಳು" },
  "Popular Brands": { hi: "लोकप्रिय ब्रांड", kn: "ಜನಪ್ರಿಯ ಬ್ರ್ಯಾಂಡ್‌ಗಳು" },
  "Kitchen staples": { hi: "रसोई का ज़रूरी सामान", kn: "ಅಡುಗೆಮನೆಯ ದಿನಸಿ" },
  "Rice & Grains": CATEGORY_NAMES["rice-grains"],
  "Dals & Pulses": CATEGORY_NAMES["dals-pulses"],
  "Spices & Masalas": CATEGORY_NAMES["spices-masalas"],
  "Edible Oils": CATEGORY_NAMES["cooking-oils"],
  "About Us": { hi: "हमारे बारे में", kn: "ನಮ್ಮ ಬಗ್ಗೆ" },
  Recipes: { hi: "रेसिपी", kn: "ಅಡುಗೆ ವಿಧಾನಗಳು" },
  "Bulk Deals": { hi: "थोक सौदे", kn: "ಸಗಟು ಕೊಡುಗೆಗಳು" },
  Suppliers: { hi: "सप्लायर", kn: "ಪೂರೈಕೆದಾರರು" },
  "Trade Enquiry": { hi: "व्यापार पूछताछ", kn: "ವ್ಯಾಪಾರ ವಿಚಾರಣೆ" },
  Shop: { hi: "ख़रीदारी", kn: "ಖರೀದಿ" },
  "All Products": { hi: "सभी उत्पाद", kn: "ಎಲ್ಲ ಉತ್ಪನ್ನಗಳು" },
  Company: { hi: "कंपनी", kn: "ಸಂಸ್ಥೆ" },
  "Delivery Areas": { hi: "डिलीवरी क्षेत्र", kn: "ಡೆಲಿವರಿ ಪ್ರದೇಶಗಳು" },
  Contact: { hi: "संपर्क करें", kn: "ಸಂಪರ್ಕಿಸಿ" },
  Account: { hi: "मेरा खाता", kn: "ನನ್ನ ಖಾತೆ" },
  "My Orders": { hi: "मेरे ऑर्डर", kn: "ನನ್ನ ಆರ್ಡರ್‌ಗಳು" },
  Addresses: { hi: "पते", kn: "ವಿಳಾಸಗಳು" },
  Wishlist: { hi: "विशलिस्ट", kn: "ವಿಶ್‌ಲಿಸ್ಟ್" },
  "Follow Us": { hi: "हमें फ़ॉलो करें", kn: "ನಮ್ಮನ್ನು ಫಾಲೋ ಮಾಡಿ" },
  "Buy in Bulk": { hi: "थोक में ख़रीदें", kn: "ಸಗಟು ಖರೀದಿ" },
  "About Bulk Bazaar": { hi: "बल्क बाज़ार के बारे में", kn: "ಬಲ್ಕ್ ಬಜಾರ್ ಬಗ್ಗೆ" },
  Connect: { hi: "हमसे जुड़ें", kn: "ನಮ್ಮೊಂದಿಗೆ ಸಂಪರ್ಕದಲ್ಲಿರಿ" },
};

/** A demo menu label's words in each demo language: the label's own, else the brand's or supplier's name it is. */
function menuLabelNames(label: string): Names | undefined {
  const slug = slugify(label);
  return MENU_LABELS[label] ?? BRAND_NAMES[slug] ?? SUPPLIER_NAMES[slug];
}

/** The website's menu items (as seeded) labelled in each of its other languages the demo has words in. */
export async function insertMenuTranslations(db: Kysely<Database>, websiteId: number, languages: readonly string[]) {
  const others = languages.slice(1).filter(isDemoLanguage);
  const items = await db.selectFrom("menu_items").select(["id", "name"]).where("website_id", "=", websiteId).execute();
  const values = items.flatMap((item) => {
    const names = menuLabelNames(item.name);
    return names ? others.map((language) => ({ menu_item_id: item.id, language, name: names[language] })) : [];
  });
  if (values.length > 0) await db.insertInto("menu_item_translations").values(values).execute();
}

const NAMES_OF: Record<Exclude<TranslatedRecord, "pack">, { table: "products" | "categories" | "brands" | "suppliers"; names: Record<string, Names> }> = {
  product: { table: "products", names: PRODUCT_NAMES },
  category: { table: "categories", names: CATEGORY_NAMES },
  brand: { table: "brands", names: BRAND_NAMES },
  supplier: { table: "suppliers", names: SUPPLIER_NAMES },
};

const isDemoLanguage = (code: string): code is keyof Names => code === "hi" || code === "kn";

/** The website's records named in each of its other languages the demo has names in. */
export async function insertTranslations(db: Kysely<Database>, websiteId: number, languages: readonly string[]) {
  const others = languages.slice(1).filter(isDemoLanguage);
  for (const [record, { table, names }] of Object.entries(NAMES_OF)) {
    const rows = await db.selectFrom(table).select(["id", "slug"]).where("website_id", "=", websiteId).where("slug", "in", Object.keys(names)).execute();
    const values = rows.flatMap((row) =>
      others.map((language) => ({
        website_id: websiteId,
        record_type: record as TranslatedRecord,
        record_id: row.id,
        language,
        name: names[row.slug][language],
      })),
    );
    if (values.length > 0) await db.insertInto("catalogue_translations").values(values).execute();
  }
}
