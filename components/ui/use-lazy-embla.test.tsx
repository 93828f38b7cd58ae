/** @jest-environment jsdom */
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect } from "react";
import type { EmblaApi } from "./embla-engine";
import { useLazyEmbla } from "./use-lazy-embla";

const scrollNext = jest.fn();
const fakeApi = { scrollNext } as unknown as EmblaApi;
jest.mock("./embla-engine", () => ({
  __esModule: true,
  default: function FakeEngine({ viewport, onReady }: { viewport: HTMLElement; onReady: (api: EmblaApi) => void }) {
    useEffect(() => {
      viewport.dataset.embla = "on";
      onReady(fakeApi);
    }, [viewport, onReady]);
    return null;
  },
}));
let pageIdle: () => void = () => {};
jest.mock("@/lib/when-idle", () => ({ whenIdle: (work: () => void) => (pageIdle = work) }));

function Slides() {
  const { viewportRef, api, run, engine } = useLazyEmbla({ loop: false });
  return (
    <div>
      {engine}
      <div ref={viewportRef} role="region" aria-label="Slides" />
      <p>{api ? "embla on" : "embla off"}</p>
      <button type="button" onClick={() => run((embla) => embla.scrollNext())}>
        Next slide
      </button>
    </div>
  );
}

beforeEach(() => scrollNext.mockReset());

it("keeps a click made before embla has arrived and applies it when it does", async () => {
  render(<Slides />);
  expect(screen.getByText("embla off")).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole("button", { name: "Next slide" }));
  expect(await screen.findByText("embla on")).toBeInTheDocument();
  expect(screen.getByRole("region", { name: "Slides" })).toHaveAttribute("data-embla", "on");
  await waitFor(() => expect(scrollNext).toHaveBeenCalledTimes(1));
});

it("brings embla in once the page is idle, without moving the slides", async () => {
  render(<Slides />);
  act(() => pageIdle());
  expect(await screen.findByText("embla on")).toBeInTheDocument();
  expect(scrollNext).not.toHaveBeenCalled();
});
