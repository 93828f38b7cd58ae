import { closeWords, slotMatchesWords, slotsOf } from "./search-plan";

describe("slotsOf", () => {
  it("gives each word the other names of its synonym group", () => {
    expect(slotsOf(["toor", "daal"])).toEqual([
      { words: ["toor"], alternatives: [["tur"], ["arhar"]] },
      { words: ["daal"], alternatives: [["dal"], ["dhal"]] },
    ]);
    expect(slotsOf(["haldi"])).toEqual([{ words: ["haldi"], alternatives: [["turmeric"]] }]);
    expect(slotsOf(["jeera", "cumin"])).toEqual([
      { words: ["jeera"], alternatives: [["cumin"]] },
      { words: ["cumin"], alternatives: [["jeera"]] },
    ]);
    expect(slotsOf(["rice"])).toEqual([{ words: ["rice"], alternatives: [] }]);
  });

  it("keeps a several-word member together, the longest first", () => {
    expect(slotsOf(["gram", "flour", "fine"])).toEqual([
      { words: ["gram", "flour"], alternatives: [["besan"]] },
      { words: ["fine"], alternatives: [] },
    ]);
    expect(slotsOf(["besan"])).toEqual([{ words: ["besan"], alternatives: [["gram", "flour"]] }]);
    expect(slotsOf(["atta", "flour"])).toEqual([
      { words: ["atta"], alternatives: [["flour"]] },
      { words: ["flour"], alternatives: [["atta"]] },
    ]);
  });
});

describe("closeWords", () => {
  const names = ["Desi Chakki Whole Wheat Atta", "Kisan Gold Kabuli Chana", "Royal Harvest Classic Basmati Rice"];

  it("finds the closest spellings, not the merely similar", () => {
    expect(closeWords("chaki", names)).toEqual(["chakki"]);
    expect(closeWords("basmathi", names)).toEqual(["basmati"]);
  });

  it("finds nothing for words that share too little", () => {
    expect(closeWords("zzzqqq", names)).toEqual([]);
    expect(closeWords("tur", ["Kisan Gold Toor Dal"])).toEqual([]);
  });
});

describe("slotMatchesWords", () => {
  it("matches own words as a prefix run and alternatives whole", () => {
    const slot = { words: ["gram", "fl"], alternatives: [["besan"]] };
    expect(slotMatchesWords(slot, ["besan", "speciality", "flours"])).toBe(true);
    expect(slotMatchesWords(slot, ["bengal", "gram", "flour"])).toBe(true);
    expect(slotMatchesWords(slot, ["gram", "dal", "flour"])).toBe(false);
    expect(slotMatchesWords({ words: ["bes"], alternatives: [] }, ["besan"])).toBe(true);
    expect(slotMatchesWords({ words: ["x"], alternatives: [["besa"]] }, ["besan"])).toBe(false);
  });
});

describe("slotsOf with words of other scripts and Hinglish", () => {
  it("looks for the English name and its group, one way", () => {
    expect(slotsOf(["चावल"])).toEqual([{ words: ["चावल"], alternatives: [["rice"]] }]);
    expect(slotsOf(["ಕಡಲೆ", "ಹಿಟ್ಟು"])).toEqual([{ words: ["ಕಡಲೆ", "ಹಿಟ್ಟು"], alternatives: [["besan"], ["gram", "flour"]] }]);
    expect(slotsOf(["ತೊಗರಿ"])).toEqual([{ words: ["ತೊಗರಿ"], alternatives: [["toor"], ["tur"], ["arhar"]] }]);
    expect(slotsOf(["rice"])).toEqual([{ words: ["rice"], alternatives: [] }]);
  });
});
