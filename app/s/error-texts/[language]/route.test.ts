import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import { GET } from "./route";

const ask = (language: string) => GET(new Request(`http://localhost/s/error-texts/${language}`), { params: Promise.resolve({ language }) });

describe("GET /s/error-texts/{language}", () => {
  it("answers a language's texts for the failed-layout page, cacheable by anyone", async () => {
    const answer = await ask("hi");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(await answer.json()).toEqual(hi.GlobalError);
    expect(hi.GlobalError.title).not.toBe(en.GlobalError.title);
  });

  it("answers 404 for a code the store has no messages for and for anything that is not a code", async () => {
    for (const language of ["xx", "faq", "EN", "h", "..%2Fpackage", "../package"]) {
      expect((await ask(language)).status).toBe(404);
    }
  });
});
