import { beforeEach, describe, expect, it } from "vitest";
import { clearCookies, deleteCookie, matchesCookiePattern, readCookie } from "./cookies";
import { resetCookies } from "./test-support/cookie-reset";

function recordingJar() {
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return "_ga=1; _ga_XYZ=2; theme=dark";
    },
    set cookie(value: string) {
      writes.push(value);
    },
  };
}

describe("cookies", () => {
  beforeEach(() => resetCookies(document));

  it("reads a cookie by exact name and decodes it", () => {
    document.cookie = "a_b=1; path=/";
    document.cookie = "a=hello%20world; path=/";
    expect(readCookie(document, "a")).toBe("hello world");
    expect(readCookie(document, "missing")).toBeNull();
  });

  it("matches exact names and prefixes ending with *", () => {
    expect(matchesCookiePattern("_ga", "_ga")).toBe(true);
    expect(matchesCookiePattern("_gat_UA", "_ga")).toBe(false);
    expect(matchesCookiePattern("_ga_ABC", "_ga_*")).toBe(true);
  });

  it("expires a cookie on the host and on every parent domain", () => {
    const jar = recordingJar();
    deleteCookie(jar, "_ga", "www.vantreo.com");
    const expired = "_ga=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=/";
    expect(jar.writes).toEqual([
      expired,
      `${expired}; domain=.www.vantreo.com`,
      `${expired}; domain=.vantreo.com`,
    ]);
  });

  it("clears only the cookies that match the patterns", () => {
    const jar = recordingJar();
    expect(clearCookies(jar, ["_ga", "_ga_*"], "localhost")).toEqual(["_ga", "_ga_XYZ"]);
    expect(jar.writes.some((write) => write.startsWith("theme="))).toBe(false);
  });
});
