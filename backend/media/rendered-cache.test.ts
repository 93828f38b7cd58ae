import { renderOnce } from "./rendered-cache";

/** A render that waits until `finish` is called, counting how often it was started. */
function slowRender(picture: Buffer) {
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const render = jest.fn(async () => {
    await done;
    return picture;
  });
  return { render, finish };
}

describe("renderOnce", () => {
  it("renders a picture once for eight requests that arrive while it is being rendered", async () => {
    const { render, finish } = slowRender(Buffer.from("og-png"));
    const answers = Array.from({ length: 8 }, () => renderOnce("/media/p/rice.jpg:1:100:open-graph", render));
    finish();
    expect((await Promise.all(answers)).map(String)).toEqual(Array(8).fill("og-png"));
    expect(render).toHaveBeenCalledTimes(1);
    expect(String(await renderOnce("/media/p/rice.jpg:1:100:open-graph", render))).toBe("og-png");
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("keeps no failed render: the requests waiting on it fail, the next one renders again", async () => {
    const failing = jest.fn(async () => {
      throw new Error("corrupt image");
    });
    const waiting = [renderOnce("/media/p/broken.jpg:1:5:open-graph", failing), renderOnce("/media/p/broken.jpg:1:5:open-graph", failing)];
    for (const answer of waiting) await expect(answer).rejects.toThrow("corrupt image");
    expect(failing).toHaveBeenCalledTimes(1);
    const { render, finish } = slowRender(Buffer.from("fixed"));
    finish();
    expect(String(await renderOnce("/media/p/broken.jpg:1:5:open-graph", render))).toBe("fixed");
  });
});
