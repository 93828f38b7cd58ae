import { API_MOUNT_PATH, isUnder, MEDIA_MOUNT_PATH, MOUNT_PATH } from "./mount-path.mjs";

describe("the storefront's mount", () => {
  it("puts the API and the pictures under the one mount", () => {
    expect(API_MOUNT_PATH).toBe(`${MOUNT_PATH}/api`);
    expect(MEDIA_MOUNT_PATH).toBe(`${MOUNT_PATH}/media`);
  });

  it.each([
    ["/s/api/cart", "/s/api", true],
    ["/s/api", "/s/api", true],
    ["/s", "/s", true],
    ["/s/media/logo.svg", "/s", true],
    ["/s/apiary", "/s/api", false],
    ["/shop", "/s", false],
    ["/", "/s", false],
  ])("%s is under %s: %s", (path, prefix, under) => {
    expect(isUnder(path, prefix)).toBe(under);
  });
});
