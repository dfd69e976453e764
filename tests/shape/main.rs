//! The code's shape, checked: files and glue functions stay short, the
//! front ends stay thin, and the modules' arrows run one way. Run with
//! `--nocapture` to see the figures.

mod source;

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::sync::OnceLock;

use source::{Arrows, Facts, ModPath};

/// The most lines a file may have, its unit tests counted.
const FILE_LINES: usize = 600;
/// The most lines a function of the glue (front ends, service, store) may have.
const FUNCTION_LINES: usize = 80;
/// The modules that are glue: the engine, AI and renderer hold algorithms
/// whose functions may run longer.
const GLUE: &[&str] = &[
    "discord",
    "activity",
    "chat",
    "serve",
    "cli",
    "game",
    "tournament",
    "store",
];
/// The front ends: nothing inside them reaches up to their start-up module,
/// none of them reaches the AI (the service owns it) or the store, and none
/// reaches another (start-up hands the Activity its port to Discord).
const FRONT_ENDS: &[&[&str]] = &[&["discord"], &["cli", "play"], &["activity"]];

fn the_crate() -> &'static Facts {
    static CRATE: OnceLock<Facts> = OnceLock::new();
    CRATE.get_or_init(|| source::read(Path::new(env!("CARGO_MANIFEST_DIR"))))
}

fn shown(m: &ModPath) -> String {
    if m.is_empty() {
        "crate".into()
    } else {
        m.join("::")
    }
}

fn within(m: &ModPath, prefix: &[&str]) -> bool {
    m.len() >= prefix.len() && m.iter().zip(prefix).all(|(a, b)| a == b)
}

fn report(what: &str, offenders: &[String]) {
    println!("{what}: {}", offenders.len());
    for o in offenders {
        println!("  {o}");
    }
}

#[test]
fn files_stay_under_600_lines_tests_included() {
    // Tests count too: a file's tests move with the code they test when it
    // is split, so a long test module says the file holds several jobs.
    let long: Vec<String> = the_crate()
        .files
        .iter()
        .filter(|f| f.lines > FILE_LINES)
        .map(|f| format!("{} {}", f.file.display(), f.lines))
        .collect();
    report("files over 600 lines", &long);
    assert!(long.is_empty(), "split these by job: {long:#?}");
}

/// The tests, benchmarks and the page's sources are held to the same
/// length as the crate's files.
#[test]
fn test_bench_and_page_files_stay_under_600_lines_too() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut long = Vec::new();
    for folder in ["tests", "benches", "activity/src"] {
        for file in files_in(&root.join(folder)) {
            let lines = std::fs::read_to_string(&file).map_or(0, |text| text.lines().count());
            if lines > FILE_LINES {
                long.push(format!("{} {lines}", file.display()));
            }
        }
    }
    report("test, bench and page files over 600 lines", &long);
    assert!(long.is_empty(), "split these by job: {long:#?}");
}

/// The sources under `folder`: Rust, TypeScript, CSS and HTML.
fn files_in(folder: &Path) -> Vec<std::path::PathBuf> {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return Vec::new();
    };
    let mut files = Vec::new();
    for path in entries.flatten().map(|e| e.path()) {
        if path.is_dir() {
            files.extend(files_in(&path));
        } else if path
            .extension()
            .is_some_and(|e| ["rs", "ts", "css", "html"].iter().any(|x| e == *x))
        {
            files.push(path);
        }
    }
    files
}

#[test]
fn glue_functions_stay_under_80_lines() {
    let mut long: Vec<(usize, String)> = the_crate()
        .functions
        .iter()
        .filter(|f| f.module.first().is_some_and(|m| GLUE.contains(&m.as_str())))
        .filter(|f| f.lines > FUNCTION_LINES && !f.flat_table)
        .map(|f| {
            (
                f.lines,
                format!("{}::{} {}", shown(&f.module), f.name, f.lines),
            )
        })
        .collect();
    long.sort_by_key(|(lines, _)| std::cmp::Reverse(*lines));
    let long: Vec<String> = long.into_iter().map(|(_, s)| s).collect();
    report("glue functions over 80 lines", &long);
    assert!(long.is_empty(), "split these: {long:#?}");
}

/// Arrows from a module to one of its ancestors (the item defined in the
/// ancestor's own file), inside `area`.
fn upward_arrows(arrows: &Arrows, area: &[&str]) -> Vec<String> {
    arrows
        .edges
        .iter()
        .filter(|(from, to)| within(to, area) && to.len() < from.len() && from.starts_with(to))
        .map(|(from, to)| format!("{} -> {}", shown(from), shown(to)))
        .collect()
}

#[test]
fn nothing_inside_a_front_end_reaches_up() {
    let arrows = &the_crate().arrows;
    let all = upward_arrows(arrows, &[]);
    report("upward arrows anywhere", &all);
    let up: Vec<String> = FRONT_ENDS
        .iter()
        .flat_map(|area| upward_arrows(arrows, area))
        .collect();
    report("upward arrows in the front ends", &up);
    assert!(
        up.is_empty(),
        "move what these use into a module of its own: {up:#?}"
    );
}

/// For one folder, the arrows between its children (each with its whole
/// subtree); its own file (`mod.rs`) is the folder, not a child.
fn sibling_graph(arrows: &Arrows, folder: &ModPath) -> BTreeMap<String, BTreeSet<String>> {
    let child = |m: &ModPath| -> Option<String> {
        (m.len() > folder.len() && m.starts_with(folder)).then(|| m[folder.len()].clone())
    };
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (from, to) in &arrows.edges {
        if let (Some(a), Some(b)) = (child(from), child(to))
            && a != b
        {
            graph.entry(a).or_default().insert(b);
        }
    }
    graph
}

/// The circles of a graph: its strongly connected parts of more than one node.
fn circles(graph: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    let reach = |from: &String| -> BTreeSet<String> {
        let mut seen = BTreeSet::new();
        let mut todo = vec![from.clone()];
        while let Some(n) = todo.pop() {
            for next in graph.get(&n).into_iter().flatten() {
                if seen.insert(next.clone()) {
                    todo.push(next.clone());
                }
            }
        }
        seen
    };
    let reaches: BTreeMap<&String, BTreeSet<String>> =
        graph.keys().map(|n| (n, reach(n))).collect();
    let mut found: BTreeSet<Vec<String>> = BTreeSet::new();
    for (n, r) in &reaches {
        let part: Vec<String> = r
            .iter()
            .filter(|m| *m == *n || reaches.get(m).is_some_and(|back| back.contains(*n)))
            .cloned()
            .collect();
        if part.len() > 1 {
            found.insert(part);
        }
    }
    found.into_iter().collect()
}

#[test]
fn no_circle_among_modules() {
    let crate_ = the_crate();
    let folders: BTreeSet<ModPath> = crate_
        .files
        .iter()
        .flat_map(|f| (0..f.module.len()).map(|n| f.module[..n].to_vec()))
        .collect();
    // SHAPE_GRAPH=game prints that folder's arrows, to see a circle's parts.
    if let Ok(wanted) = std::env::var("SHAPE_GRAPH") {
        let folder: ModPath = wanted.split("::").map(str::to_string).collect();
        for (a, bs) in sibling_graph(&crate_.arrows, &folder) {
            println!("{a} -> {}", bs.into_iter().collect::<Vec<_>>().join(", "));
        }
    }
    let mut found = Vec::new();
    for folder in &folders {
        for circle in circles(&sibling_graph(&crate_.arrows, folder)) {
            let graph = sibling_graph(&crate_.arrows, folder);
            let arrows: Vec<String> = circle
                .iter()
                .flat_map(|a| {
                    graph[a]
                        .iter()
                        .filter(|b| circle.contains(b))
                        .map(move |b| format!("{a}->{b}"))
                })
                .collect();
            found.push(format!("in {}: {}", shown(folder), arrows.join(", ")));
        }
    }
    report("circles", &found);
    assert!(found.is_empty(), "break these circles: {found:#?}");
}

#[test]
fn the_service_reexports_only_its_own_names() {
    let reexports = &the_crate().arrows.reexports;
    let service = reexports
        .get(&vec!["game".to_string()])
        .cloned()
        .unwrap_or_default();
    println!("names the service re-exports: {}", service.len());
    let foreign: Vec<String> = service
        .iter()
        .filter(|(_, origin)| !within(origin, &["game"]))
        .map(|(name, origin)| format!("{name} from {}", shown(origin)))
        .collect();
    report("of them from outside the service", &foreign);
    assert!(
        foreign.is_empty(),
        "import these from where they live: {foreign:#?}"
    );
}

fn arrows_between(from: &[&str], to: &[&str]) -> Vec<String> {
    the_crate()
        .arrows
        .edges
        .iter()
        .filter(|(a, b)| within(a, from) && within(b, to))
        .map(|(a, b)| format!("{} -> {}", shown(a), shown(b)))
        .collect()
}

#[test]
fn the_store_does_not_depend_on_the_ai() {
    let found = arrows_between(&["store"], &["ai"]);
    report("store -> ai arrows", &found);
    assert!(found.is_empty(), "{found:#?}");
}

#[test]
fn the_front_ends_stand_apart_over_the_service() {
    let mut found = Vec::new();
    for from in FRONT_ENDS {
        for to in FRONT_ENDS.iter().filter(|to| to != &from) {
            found.extend(arrows_between(from, to));
        }
        found.extend(arrows_between(from, &["store"]));
    }
    report("front end -> front end or store arrows", &found);
    assert!(
        found.is_empty(),
        "a front end makes service calls; what it needs of another comes through a port: {found:#?}"
    );
}

#[test]
fn the_front_ends_leave_the_ai_to_the_service() {
    let found: Vec<String> = FRONT_ENDS
        .iter()
        .flat_map(|area| arrows_between(area, &["ai"]))
        .collect();
    report("front end -> ai arrows", &found);
    assert!(found.is_empty(), "{found:#?}");
}

/// The most positional parameters a statement may have: past it, names
/// (`store::named`) keep each value in its place.
const POSITIONAL_PARAMS: usize = 5;

#[test]
fn statements_with_many_parameters_name_them() {
    let many: Vec<String> = the_crate()
        .files
        .iter()
        .filter(|f| f.module.first().is_some_and(|m| m == "store"))
        .flat_map(|f| {
            f.positional_params
                .iter()
                .filter(|(_, n)| *n > POSITIONAL_PARAMS)
                .map(move |(line, n)| format!("{}:{line} ${n}", f.file.display()))
        })
        .collect();
    report("statements with 6 or more positional parameters", &many);
    assert!(
        many.is_empty(),
        "bind these by name (store::named): {many:#?}"
    );
}

#[test]
fn unit_tests_sit_inline_in_the_file_they_test() {
    let crate_ = the_crate();
    let apart: Vec<String> = crate_
        .files
        .iter()
        .filter(|f| {
            let name = f.file.file_name().map(|n| n.to_string_lossy().into_owned());
            name.is_some_and(|n| n == "tests.rs" || n.ends_with("_tests.rs"))
        })
        .map(|f| f.file.display().to_string())
        .collect();
    report("unit test files apart from their module", &apart);
    assert!(
        apart.is_empty(),
        "move these into `#[cfg(test)] mod tests {{ }}`: {apart:#?}"
    );
}

/// Backticked words of a guide that name a file or folder of the project.
fn paths_named_in(guide: &str) -> Vec<String> {
    guide
        .split('`')
        .skip(1)
        .step_by(2)
        .filter(|word| !word.contains(char::is_whitespace))
        .filter(|word| {
            ["src/", "tests/", "locales/", "migrations/", ".ci/"]
                .iter()
                .any(|root| word.starts_with(root))
        })
        .map(str::to_owned)
        .collect()
}

#[test]
fn every_file_contributing_names_exists() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let guide = std::fs::read_to_string(root.join("CONTRIBUTING.md")).expect("CONTRIBUTING.md");
    let named = paths_named_in(&guide);
    assert!(named.len() > 20, "the guide names its files: {named:?}");
    let gone: Vec<String> = named
        .into_iter()
        .filter(|path| !root.join(path).exists())
        .collect();
    report("files CONTRIBUTING.md names that are gone", &gone);
    assert!(gone.is_empty(), "update CONTRIBUTING.md: {gone:#?}");
}
