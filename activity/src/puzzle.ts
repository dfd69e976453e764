// Today's puzzle of the page's server, played on the board: each right move
// is answered by the solver's defence, a wrong one ends the attempt with its
// refutation drawn. The count and streak are the ones `/konane puzzle` keeps;
// the page is never sent the answer.

import { type Api, type Puzzle, Refused } from "./api";
import { Board, boardWords } from "./board";
import type { Shown } from "./presence";
import type { Words } from "./words";

export async function showPuzzle(app: HTMLElement, api: Api, words: Words, back: () => void, shown: Shown) {
  const first = await api.puzzle();
  shown("puzzle");
  app.replaceChildren();
  const backButton = document.createElement("button");
  backButton.textContent = words.text("activity-back");
  backButton.className = "back";
  backButton.addEventListener("click", back);
  const title = document.createElement("h1");
  title.textContent = words.text("activity-puzzle");
  const status = document.createElement("p");
  status.setAttribute("role", "status");
  status.className = "puzzle-text";
  const score = document.createElement("p");
  score.className = "puzzle-score";
  const boardHost = document.createElement("div");
  const problem = document.createElement("p");
  problem.setAttribute("role", "alert");
  problem.className = "problem";
  app.append(backButton, title, status, boardHost, score, problem);
  let current = first;
  const board = new Board(boardHost, boardWords(words), async (move) => {
    problem.textContent = "";
    try {
      show(await api.answerPuzzle(current, move.text));
    } catch (e) {
      problem.textContent = e instanceof Refused ? e.message : String(e);
    }
  });
  const show = (puzzle: Puzzle) => {
    current = puzzle;
    app.dataset.puzzle = puzzle.status;
    status.textContent = puzzle.text;
    score.textContent = words.text("puzzle-score", {
      solved: puzzle.solved,
      streak: puzzle.streak,
      best: puzzle.best_streak,
    });
    board.show({ ...puzzle, id: puzzle.number });
    // A wrong move's refutation, drawn as the chat draws it.
    board.showBest(puzzle.refutation);
  };
  show(first);
}
