/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { act } from "react";
import { InEnglish } from "@/testing/with-messages";
import { Carousel } from "./carousel";

const slides = Array.from({ length: 10 }, (_, index) => <p key={index}>Card {index + 1}</p>);
const carousel = (
  <InEnglish>
    <Carousel label="Lowest Prices" slides={slides} perView={{ base: 2, md: 3, lg: 5 }} />
  </InEnglish>
);

let pageIdle: () => void = () => {};
jest.mock("@/lib/when-idle", () => ({ whenIdle: (work: () => void) => (pageIdle = work) }));

// jsdom has no layout: no media queries (the carousel asks for prefers-reduced-motion) and no observers
// (embla watches its slides with them). These answer "nothing matches, nothing changes".
class QuietObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeAll(() => {
  Object.assign(window, { IntersectionObserver: QuietObserver, ResizeObserver: QuietObserver });
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {} }) as unknown as MediaQueryList;
});

describe("Carousel", () => {
  it("sends in its server HTML only the slides the widest view shows, each labelled against all of them", () => {
    const html = renderToString(carousel);
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(5);
    expect(html).toContain('aria-label="5 of 10"');
    expect(html).not.toContain("Card 6");
  });

  it("hydrates with the first view's slides and adds the others once the page is idle", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(carousel);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, carousel);
    });
    expect(screen.getAllByRole("group")).toHaveLength(5);
    await act(async () => pageIdle());
    expect(screen.getAllByRole("group")).toHaveLength(10);
    expect(screen.getByRole("group", { name: "10 of 10" })).toHaveTextContent("Card 10");
    container.remove();
  });

  it("adds the other slides at once when a control is clicked before the page is idle", async () => {
    render(carousel);
    expect(screen.getAllByRole("group")).toHaveLength(5);
    await userEvent.setup().click(screen.getByRole("button", { name: "Next slide" }));
    expect(screen.getAllByRole("group")).toHaveLength(10);
  });
});
