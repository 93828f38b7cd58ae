import { onInvalidate } from "@/backend/cache/invalidation";

jest.mock("next/cache", () => ({ revalidateTag: jest.fn() }));

import { revalidateTag } from "next/cache";
import { POST } from "./route";

const post = (body: unknown, authorization?: string) =>
  POST(
    new Request("http://shop.example/s/revalidate", {
      method: "POST",
      headers: { "content-type": "application/json", ...(authorization ? { authorization } : {}) },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );

afterEach(() => {
  delete process.env.REVALIDATE_SECRET;
  jest.mocked(revalidateTag).mockClear();
});

describe("POST /s/revalidate", () => {
  it("is refused while REVALIDATE_SECRET is unset", async () => {
    const response = await post({ tags: ["catalogue:1"] }, "Bearer anything");
    expect(response.status).toBe(403);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it("refuses a missing or wrong secret", async () => {
    process.env.REVALIDATE_SECRET = "s3cret";
    expect((await post({ tags: ["catalogue:1"] })).status).toBe(401);
    expect((await post({ tags: ["catalogue:1"] }, "Bearer s3cre")).status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it("refuses what is not a list of cache tags", async () => {
    process.env.REVALIDATE_SECRET = "s3cret";
    for (const body of ["not json", {}, { tags: [] }, { tags: ["has space:1"] }, { tags: ["x".repeat(300)] }]) {
      expect((await post(body, "Bearer s3cret")).status).toBe(400);
    }
  });

  it("expires the pages and the backend's reads with those tags", async () => {
    process.env.REVALIDATE_SECRET = "s3cret";
    const seen: string[][] = [];
    const stop = onInvalidate((tags) => void seen.push(tags));
    const response = await post({ tags: ["catalogue:1", "product:42"] }, "Bearer s3cret");
    stop();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.json()).toEqual({ revalidated: ["catalogue:1", "product:42"] });
    expect(seen).toEqual([["catalogue:1", "product:42"]]);
    expect(jest.mocked(revalidateTag).mock.calls).toEqual([
      ["catalogue:1", { expire: 0 }],
      ["product:42", { expire: 0 }],
    ]);
  });
});
