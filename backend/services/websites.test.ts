import { hostOf } from "./websites";

describe("hostOf", () => {
  it.each([
    ["http://wholesale.localhost:3000", "wholesale.localhost"],
    ["https://Shop.Example.com", "shop.example.com"],
    ["wholesale.localhost:8080", "wholesale.localhost"],
    ["localhost", "localhost"],
    ["", null],
    [undefined, null],
    ["http://", null],
  ])("%p → %p", (value, host) => expect(hostOf(value)).toBe(host));
});
