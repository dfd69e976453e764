use super::*;
use crate::ai::keys::SplitMix;
use crate::engine::Size;

fn board(size: &str) -> Position {
    Position::new(size.parse::<Size>().expect("a size"))
}

/// A binary proof of `root` cut to `shape`, in memory.
fn written(root: &Position, shape: ProofShape) -> (ProofHeader, ProofCount, Vec<u8>) {
    let mut brain = Brain::with_bytes(16 << 20);
    let mut file = Vec::new();
    let (header, count) = brain
        .write_binary_proof(
            root,
            Rules::default(),
            shape,
            &mut file,
            &Stop::new(),
            &mut |_| {},
        )
        .expect("written");
    assert_eq!(count.bytes, file.len() as u64, "the size it reports");
    (header, count, file)
}

fn checked(file: &[u8]) -> Result<(ProofHeader, ProofCount), ProofError> {
    check_binary_proof(file, 1 << 30, &mut |_| {})
}

const SHAPE: ProofShape = ProofShape {
    small: 0,
    cache_bits: 16,
};

#[test]
fn whole_games_prove_and_check_with_and_without_the_checkers_search() {
    for (size, winner) in [("5x5", Color::Black), ("5x6", Color::White)] {
        let root = board(size);
        let (header, full, file) = written(&root, SHAPE);
        assert_eq!(header.winner, winner, "{size}");
        let (read, count) = checked(&file).expect("the proof holds");
        assert_eq!(read, header);
        assert_eq!(
            (count.records, count.winner_moves, count.searched),
            (full.records, full.winner_moves, 0)
        );
        assert!(count.references > 0, "{size}: transpositions point back");
        // Leaving positions under 10 stones to the checker: a smaller
        // file, and the checker's search does the rest.
        let (_, cut, cut_file) = written(&root, ProofShape { small: 10, ..SHAPE });
        assert!(cut.records < full.records, "{size}: {cut:?} vs {full:?}");
        assert!(cut_file.len() < file.len());
        let (_, count) = checked(&cut_file).expect("the cut proof holds");
        assert!(count.searched > 0 && count.search_nodes >= count.searched);
    }
}

#[test]
fn the_writers_estimate_of_its_progress_grows_to_the_whole() {
    let mut brain = Brain::with_bytes(16 << 20);
    let mut reports = Vec::new();
    let (_, count) = brain
        .write_binary_proof(
            &board("5x6"),
            Rules::default(),
            ProofShape {
                small: 6,
                cache_bits: 10,
            },
            std::io::sink(),
            &Stop::new(),
            &mut |p| reports.push(p),
        )
        .expect("written");
    let last = reports.last().expect("a last report");
    assert_eq!(last.records, count.records);
    let walked = last.walked.expect("the writer estimates");
    assert!((walked - 1.0).abs() < 1e-9, "{walked}");
}

#[test]
fn a_tiny_memory_repeats_work_but_still_proves() {
    let root = board("5x6");
    let (_, roomy, _) = written(&root, SHAPE);
    let (_, tiny, file) = written(
        &root,
        ProofShape {
            cache_bits: 1,
            ..SHAPE
        },
    );
    assert!(
        tiny.records > roomy.records,
        "forgotten positions are written again"
    );
    checked(&file).expect("the proof holds");
    // The checker refuses a proof needing more memory than it may use.
    let (_, _, file) = written(
        &board("4x4"),
        ProofShape {
            cache_bits: 20,
            ..SHAPE
        },
    );
    let refused = check_binary_proof(file.as_slice(), 1 << 20, &mut |_| {});
    assert!(
        matches!(
            refused,
            Err(ProofError::TooBig {
                needed_mb: 24,
                allowed_mb: 1
            })
        ),
        "{refused:?}"
    );
}

#[test]
fn a_truncated_proof_says_it_is_cut_short() {
    let (header, _, file) = written(&board("5x6"), SHAPE);
    let records_start = header_text(&header).len();
    for cut in [
        records_start + 2,
        records_start + 8,
        records_start + 100,
        file.len() / 2,
        file.len() - 9,
        file.len() - 1,
    ] {
        let result = checked(&file[..cut]);
        assert!(
            matches!(result, Err(ProofError::Truncated { .. })),
            "cut at {cut} of {}: {result:?}",
            file.len()
        );
    }
    // Cut inside the header: it never ends.
    let result = checked(&file[..20]);
    assert!(
        matches!(result, Err(ProofError::Truncated { at: 0 })),
        "{result:?}"
    );
}

#[test]
fn a_damaged_proof_fails_its_checksum() {
    let (header, _, file) = written(&board("5x6"), SHAPE);
    let records_start = header_text(&header).len();
    for at in [records_start + 8, records_start + 50, file.len() - 20] {
        let mut damaged = file.clone();
        damaged[at] ^= 0x10;
        let result = checked(&damaged);
        assert!(
            matches!(result, Err(ProofError::Corrupt { frame: 1, .. })),
            "byte {at} of {}: {result:?}",
            file.len()
        );
    }
    // Extra bytes after the end are refused too.
    let mut longer = file.clone();
    longer.push(0);
    assert!(matches!(checked(&longer), Err(ProofError::Format { .. })));
}

/// A file with these records, as a writer would frame them.
fn forged(header: &ProofHeader, records: &[u64]) -> Vec<u8> {
    let mut file = header_text(header).into_bytes();
    let mut frames = FrameWriter {
        out: &mut file,
        buffer: Vec::new(),
        bytes: 0,
    };
    for &n in records {
        frames.number(n).expect("in memory");
    }
    frames.finish(records.len() as u64).expect("in memory");
    file
}

#[test]
fn a_wrong_proof_is_caught_where_it_goes_wrong() {
    let (header, _, file) = written(&board("5x5"), SHAPE);
    // Black wins 5x5: claimed for White, the same records fail.
    let mut claimed = header;
    claimed.winner = Color::White;
    let mut swapped = header_text(&claimed).into_bytes();
    swapped.extend_from_slice(&file[header_text(&header).len()..]);
    assert!(checked(&swapped).is_err());
    // A reference to nothing proved.
    let result = checked(&forged(&header, &[0]));
    assert!(
        matches!(result, Err(ProofError::NotProved { .. })),
        "{result:?}"
    );
    // A move that isn't in the list.
    let result = checked(&forged(&header, &[99]));
    assert!(
        matches!(result, Err(ProofError::BadRecord { .. })),
        "{result:?}"
    );
    // A header whose search is not the checker's.
    let text = String::from_utf8_lossy(&file).replace("no table, no order", "a table");
    let result = checked(text.as_bytes());
    assert!(
        matches!(result, Err(ProofError::Format { line: 7, .. })),
        "{result:?}"
    );
    // Boards over 64 squares are for text proofs.
    let mut brain = Brain::with_bytes(1 << 20);
    let result = brain.write_binary_proof(
        &board("9x9"),
        Rules::default(),
        SHAPE,
        Vec::new(),
        &Stop::new(),
        &mut |_| {},
    );
    assert!(
        matches!(result, Err(ProofError::Unsupported(_))),
        "{result:?}"
    );
}

#[test]
fn the_checkers_search_agrees_with_the_solver() {
    let rules = Rules::default();
    let mut rng = SplitMix(3);
    let mut wins = [0; 2];
    for _ in 0..40 {
        let mut pos = board("6x6");
        while stones(&pos) > 10 || pos.phase() != crate::engine::Phase::Jumping {
            let moves = pos.legal_moves(rules);
            if moves.is_empty() {
                break;
            }
            pos.play_unchecked(moves[rng.below(moves.len() as u64) as usize]);
        }
        let (proof, _) = Brain::with_bytes(1 << 20).prove(&pos, rules, Limits::NONE, &Stop::new());
        let mover_wins = proof.expect("proved").mover_wins;
        let mut nodes = 0;
        assert_eq!(
            plain_search_wins(&pos, rules, pos.turn(), &mut nodes),
            mover_wins,
            "{pos}"
        );
        wins[usize::from(mover_wins)] += 1;
    }
    assert!(wins.iter().all(|&n| n > 3), "{wins:?}");
}
