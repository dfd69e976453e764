//! The move, position and record parsers never panic, and what they accept
//! prints back to something they accept again.
#![no_main]

use konane_bot::engine::{EXAMPLE_POSITION, JumpRule, Position, Record, Rules, parse_move};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(pos) = text.parse::<Position>() {
        let again: Position = pos.to_string().parse().expect("printed position parses");
        assert_eq!(again, pos);
        for jumps in [JumpRule::Straight, JumpRule::Turning] {
            let rules = Rules { jumps, ..Rules::default() };
            for m in pos.legal_moves(rules) {
                assert!(pos.play(m, rules).is_ok());
            }
        }
    }
    let example: Position = EXAMPLE_POSITION.parse().expect("example parses");
    for jumps in [JumpRule::Straight, JumpRule::Turning] {
        let rules = Rules { jumps, ..Rules::default() };
        if let Ok(m) = parse_move(text, &example, rules) {
            assert_eq!(parse_move(&m.to_string(), &example, rules), Ok(m));
        }
    }
    if let Ok(record) = Record::parse(text) {
        assert_eq!(Record::parse(&record.to_string()).as_ref(), Ok(&record));
    }
});
