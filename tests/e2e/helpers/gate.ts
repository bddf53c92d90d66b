import type { Page } from "playwright-core";
import { expect } from "vitest";

const ENGLISH_NUMBERS: Record<string, number> = {
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};

/** The product the English gate asks for ("What is seventeen times eight?"), read from the question on screen. */
export async function gateAnswer(page: Page): Promise<number> {
  // The in-page dialog asks the server for its question: wait for it.
  const label = page.getByTestId("parental-gate").locator("label");
  await label.waitFor();
  const question = (await label.textContent()) ?? "";
  const match = /What is (\w+) times (\w+)\?/.exec(question);
  expect(match, `the gate asks a multiplication in words: ${question}`).not.toBeNull();
  const [a, b] = [ENGLISH_NUMBERS[match![1]!], ENGLISH_NUMBERS[match![2]!]];
  expect(a && b, `number words of the question: ${question}`).toBeTruthy();
  return a! * b!;
}

/** Answers the gate on the page (its page at /leave or the in-page dialog), rightly or not. */
export async function answerGate(page: Page, correct: boolean): Promise<void> {
  const answer = await gateAnswer(page);
  const gate = page.getByTestId("parental-gate");
  await gate.getByRole("textbox").fill(String(correct ? answer : answer + 1));
  await gate.getByRole("button", { name: "Continue" }).click();
}
