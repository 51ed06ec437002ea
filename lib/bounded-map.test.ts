import { describe, expect, it } from "vitest";
import { makeRoomFor } from "@/lib/bounded-map";

describe("makeRoomFor", () => {
  it("leaves the map alone while there is room, or when the key is already in", () => {
    const map = new Map([
      ["a", 1],
      ["b", 2],
    ]);
    makeRoomFor(map, "c", 3);
    makeRoomFor(map, "a", 2);
    expect([...map.keys()]).toEqual(["a", "b"]);
  });

  it("drops the expired entries first, and everything only when that frees nothing", () => {
    const map = new Map([
      ["old", 1],
      ["new", 9],
    ]);
    makeRoomFor(map, "next", 2, (value) => value < 5);
    expect([...map.keys()]).toEqual(["new"]);
    makeRoomFor(map, "next", 1, (value) => value < 5);
    expect(map.size).toBe(0);
    map.set("x", 1).set("y", 2);
    makeRoomFor(map, "z", 2);
    expect(map.size).toBe(0);
  });
});
