//! Fate «La Escalera»: the test cases of the reading aid's section 7, named after their ids
//! (§7.1 `t01`…`t38`, §7.2 `ex_…` after the empty "Ejemplo" headings, §7.3 `edge_…`), replayed
//! with typed-in dice.

use crate::common::{a_b_c, dice};
use tirada_rules::fate::*;

/// Rolls `spec` on the typed faces.
fn roll_on(spec: RollSpec, faces: &[i64]) -> Transcript {
    let mut d = dice(faces);
    let t = FateRoll::throw(spec, &mut d).unwrap().finish(&Rules::default());
    d.finish().unwrap();
    t
}

#[test]
fn t01_ladder_labels() {
    let l = Ladder::spanish();
    assert_eq!(format!("Piloto: {}", l.label(3)), "Piloto: Bueno (+3)");
    assert_eq!(format!("Estudios: {}", l.label(-1)), "Estudios: Pobre (−1)");
    let words: Vec<String> = (-2..=8).rev().map(|v| l.word(v)).collect();
    assert_eq!(
        words,
        [
            "Legendario",
            "Épico",
            "Fantástico",
            "Soberbio",
            "Genial",
            "Bueno",
            "Decente",
            "Normal",
            "Mediocre",
            "Pobre",
            "Terrible"
        ]
    );
}

#[test]
fn t02_t03_reading_the_dice() {
    assert_eq!(roll_on(RollSpec::new(0), &[-1, 0, -1, 0]).dice_total, -2);
    assert_eq!(roll_on(RollSpec::new(0), &[0, 1, 0, -1]).dice_total, 0);
}

#[test]
fn t04_range_of_4df() {
    let d = dice_dist();
    assert_eq!((d.min_value(), d.max_value()), (-4, 4));
    assert_eq!(d.denominator().to_string(), "81");
}

#[test]
fn t05_difficulties_of_the_car() {
    let hot_wire = roll_on(RollSpec::new(1).against(0), &[0, 0, 0, 0]);
    assert_eq!(
        (hot_wire.effort, hot_wire.outcome, hot_wire.shifts_gained),
        (1, Outcome::Exito, 1)
    );
    let repair = roll_on(RollSpec::new(1).against(3), &[0, 0, 0, 0]);
    assert_eq!(repair.outcome, Outcome::Fallo);
    let good = roll_on(RollSpec::new(3).against(3), &[0, 0, 0, 0]);
    assert_eq!((good.outcome, good.shifts, good.shifts_gained), (Outcome::Exito, 0, 0));
}

#[test]
fn t06_default_difficulty_is_normal() {
    let t = roll_on(RollSpec::new(0), &[1, 0, 0, 0]);
    assert_eq!((t.difficulty, t.difficulty_label.as_str()), (1, "Normal"));
    assert!(t.difficulty_is_default);
    assert_eq!((t.effort, t.outcome, t.shifts_gained), (1, Outcome::Exito, 0));
}

#[test]
fn t07_missing_skill_is_mediocre() {
    let spec = RollSpec::default();
    assert_eq!(
        (spec.skill, Ladder::spanish().word(spec.skill)),
        (0, "Mediocre".to_string())
    );
}

#[test]
fn t17_supplementary_action() {
    let t = roll_on(
        RollSpec::new(3).with(ModifierKind::Supplementary, -1).against(1),
        &[0, 0, 0, 0],
    );
    assert_eq!((t.effort, t.shifts_gained), (2, 1));
}

#[test]
fn t28_power_point_bonus() {
    let mut d = dice(&[0, 0, 0, 0]);
    let mut r = FateRoll::throw(RollSpec::new(2).against(3), &mut d).unwrap();
    assert_eq!(r.effort(), 2);
    r.spend_pp(&Rules::default()).unwrap();
    let t = r.finish(&Rules::default());
    assert_eq!((t.effort, t.outcome, t.pp_spent), (3, Outcome::Exito, 1));
}

#[test]
fn t31_critico_threshold() {
    assert!(roll_on(RollSpec::new(3).against(0), &[0, 0, 0, 0]).critico);
    assert!(!roll_on(RollSpec::new(2).against(0), &[0, 0, 0, 0]).critico);
    assert_eq!(roll::CRITICO_SHIFTS, 3);
}

#[test]
fn edge_opposed_tie() {
    assert_eq!(
        Contest::of(3, 3),
        Contest {
            winner: Winner::Tie,
            shifts: 0
        }
    );
    assert!(
        !Contest::of(3, 3).first_gets_a_shift(),
        "a block or manoeuvre tie fails"
    );
}

#[test]
fn t08_three_point_hit_marks_the_third_box() {
    let mut salud = StressTrack::new(5);
    assert_eq!(salud.absorb(3), Placement::Box { index: 3 });
    assert_eq!(salud.pattern(), "..x..");
}

#[test]
fn t16_full_defence_turns_a_hit_into_a_tie() {
    let defence = RollSpec::new(3).with(ModifierKind::FullDefense, 2);
    let a = resolve_attack(5, defence.effort(0), None);
    assert_eq!((a.defense, a.winner, a.stress), (5, Winner::Tie, 0));
}

#[test]
fn t18_critico_on_defence() {
    let a = resolve_attack(4, 7, None);
    assert_eq!(a.critico, Some(CriticoHolder::Defender));
    assert_eq!(resolve_attack(5, 7, None).critico, None);
}

#[test]
fn t23_three_consequences() {
    let rules = Rules::default();
    let held: Vec<Consequence> = Severity::ALL.iter().map(|&s| Consequence::new(s, "")).collect();
    assert_eq!(consequence::penalty(&held, &rules), -3);
    assert_eq!(consequence::due(&held, 3, rules.consequence_model), Due::TakenOut);
    let full = StressTrack::parse("xxxxx").unwrap();
    assert_eq!(hit_effect(&full, &held, 3, 1, &rules), HitEffect::TakenOut);
}

#[test]
fn t24_moderate_needs_six_hours() {
    let mut held = vec![Consequence::new(Severity::Moderate, "Tobillo Torcido")];
    let five = Recovery::Rest {
        hours: 5,
        suitable: vec![0],
    };
    assert!(consequence::recover(&mut held, &five).is_empty());
    let six = Recovery::Rest {
        hours: 6,
        suitable: vec![0],
    };
    assert_eq!(consequence::recover(&mut held, &six).len(), 1);
    assert!(held.is_empty());
}

#[test]
fn t33_overflow_against_a_named_target() {
    let fresh = StressTrack::new(5);
    assert_eq!((fresh.n_min(), fresh.overflow(8)), (6, 2));
}

#[test]
fn t36_back_to_back_sessions() {
    let mut held = vec![
        Consequence::new(Severity::Severe, "Pierna rota"),
        Consequence::new(Severity::Mild, "Moratón"),
    ];
    let gone = consequence::recover(&mut held, &Recovery::BackToBackSession);
    assert_eq!(gone[0].description, "Moratón", "a leve goes at once (A-REC-2)");
    assert_eq!(held[0].recovery_level(), Severity::Moderate);
    assert_eq!(held[0].severity, Severity::Severe, "counting is unchanged");
    assert_eq!(consequence::penalty(&held, &Rules::default()), -1, "the −1 stays");
}

#[test]
fn ex_ataque_bloqueado() {
    // Ana protects Ben: Armas +3 rolling +1, strength 4.
    let mut d = dice(&[0, 1, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 1, 0]);
    let block = FateRoll::throw(RollSpec::new(3), &mut d).unwrap().effort();
    assert_eq!(block, 4);
    // Cruz attacks with Armas +4 rolling 0; Ben defends with Atletismo +1 rolling +1.
    let attack = FateRoll::throw(RollSpec::new(4), &mut d).unwrap().effort();
    let defence = FateRoll::throw(RollSpec::new(1), &mut d).unwrap().effort();
    let a = resolve_attack(attack, defence, Some(block));
    assert_eq!((a.own_defense, a.defense, a.block_used), (2, 4, true));
    assert_eq!((a.winner, a.stress), (Winner::Tie, 0));
    // Variant: Cruz rolls +2, effort 6: two shifts, Salud box 2.
    let attack = FateRoll::throw(RollSpec::new(4), &mut d).unwrap().effort();
    d.finish().unwrap();
    let a = resolve_attack(attack, defence, Some(block));
    assert_eq!(a.stress, 2);
    let mut salud = StressTrack::new(5);
    assert_eq!(salud.absorb(a.stress), Placement::Box { index: 2 });
    // The odds: attacker +3, defender +1, blocker +3.
    let rules = Rules::default();
    let (atk, def, blk) = (RollSpec::new(3), RollSpec::new(1), effort_dist(&RollSpec::new(3)));
    let track = StressTrack::new(5);
    let o = attack_odds(&atk, &def, Some(&blk), &track, &[], 3, &rules);
    assert_eq!(o.hit.to_string(), "197188/531441");
    assert_eq!(format!("{:.2}", o.hit.percent()), "37.10");
    let o = attack_odds(&atk, &def, None, &track, &[], 3, &rules);
    assert_eq!(format!("{:.2}", o.hit.percent()), "73.92");
}

#[test]
fn ex_estres_y_marcadores() {
    let rules = Rules::default();
    let mut salud = StressTrack::new(5);
    let marked: Vec<Placement> = [2, 2, 4, 5, 1].iter().map(|&h| salud.absorb(h)).collect();
    let boxes: Vec<u32> = marked
        .iter()
        .map(|p| match p {
            Placement::Box { index } => *index,
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(boxes, [2, 3, 4, 5, 1], "the second 2 rolls up to box 3");
    assert_eq!(
        hit_effect(&salud, &[], 3, 3, &rules),
        HitEffect::Consequence {
            severity: Severity::Mild
        }
    );
    assert_eq!(salud.absorb(3), Placement::Consequence);
    assert_eq!(salud.pattern(), "xxxxx", "a forced consequence marks no box");
    let held = vec![Consequence::new(Severity::Mild, "Costillas magulladas")];
    assert_eq!(consequence::penalty(&held, &rules), -1);
    salud.clear();
    assert_eq!(salud.pattern(), ".....", "end of scene");
}

#[test]
fn ex_descansos_adecuados_para_consecuencias_moderadas() {
    let mut held = vec![
        Consequence::new(Severity::Moderate, "Corazón Roto"),
        Consequence::new(Severity::Moderate, "Tobillo Torcido"),
    ];
    let evening_out = Recovery::Rest {
        hours: 6,
        suitable: vec![0],
    };
    let gone = consequence::recover(&mut held, &evening_out);
    assert_eq!(gone[0].description, "Corazón Roto");
    assert_eq!(held[0].description, "Tobillo Torcido");
    let a_night_in_bed = Recovery::Rest {
        hours: 8,
        suitable: vec![0],
    };
    assert_eq!(consequence::recover(&mut held, &a_night_in_bed).len(), 1);
    assert!(held.is_empty());
}

#[test]
fn ex_como_eliminar_una_consecuencia_grave() {
    let grave = || vec![Consequence::new(Severity::Severe, "Brazo roto")];
    // Through session 3 no rest removes it.
    let mut held = grave();
    let night = Recovery::Rest {
        hours: 8,
        suitable: vec![0],
    };
    assert!(consequence::recover(&mut held, &night).is_empty());
    assert!(consequence::recover(&mut held, &Recovery::Breather).is_empty());
    // The next adventure, after days or weeks: gone.
    assert_eq!(consequence::recover(&mut held, &Recovery::AdventureStart).len(), 1);
    let mut held = grave();
    assert_eq!(
        consequence::recover(&mut held, &Recovery::Downtime { days: 10 }).len(),
        1
    );
    // Session 4 straight after: removed as a moderada, by the first suitable 6 h rest.
    let mut held = grave();
    consequence::recover(&mut held, &Recovery::BackToBackSession);
    assert_eq!(
        consequence::penalty(&held, &Rules::default()),
        -1,
        "still −1 until then"
    );
    assert_eq!(consequence::recover(&mut held, &night).len(), 1);
}

#[test]
fn edge_roll_up_invariant() {
    let mut cases = 0;
    for len in 5..=8usize {
        for state in 0u32..(1 << len) {
            let pattern: String = (0..len).map(|i| if state >> i & 1 == 1 { 'x' } else { '.' }).collect();
            for hit in 1..=10u32 {
                let mut track = StressTrack::parse(&pattern).unwrap();
                let lowest_free = (hit as usize..=len).find(|&b| !track.is_marked(b as u32));
                match (track.absorb(hit), lowest_free) {
                    (Placement::Box { index }, Some(b)) => {
                        assert_eq!(index as usize, b);
                        assert_eq!(track.marked(), pattern.matches('x').count() + 1);
                    }
                    (Placement::Consequence, None) => assert_eq!(track.pattern(), pattern),
                    (p, b) => panic!("{pattern} hit {hit}: {p:?} vs {b:?}"),
                }
                cases += 1;
            }
        }
    }
    assert_eq!(cases, 4800);
}

#[test]
fn edge_track_lengths_and_consequence_ladder() {
    let rules = Rules::default();
    let lens: Vec<u8> = (0..=6)
        .map(|r| rules.stress_boxes + rules.stress_bonus_for(r))
        .collect();
    assert_eq!(lens, [5, 6, 6, 7, 7, 8, 8]);
    let held = |s: &[Severity]| s.iter().map(|&s| Consequence::new(s, "")).collect::<Vec<_>>();
    let next = |s: &[Severity]| consequence::due(&held(s), 3, rules.consequence_model);
    use tirada_rules::fate::Severity::*;
    assert_eq!(next(&[]), Due::Take(Mild));
    assert_eq!(next(&[Mild]), Due::Take(Moderate));
    assert_eq!(next(&[Mild, Moderate]), Due::Take(Severe));
    assert_eq!(next(&[Mild, Moderate, Severe]), Due::TakenOut);
    assert_eq!(
        next(&[Moderate, Severe]),
        Due::TakenOut,
        "leve healed: out by the grave rule"
    );
}

#[test]
fn edge_n_min() {
    let n = |p: &str| StressTrack::parse(p).unwrap().n_min();
    assert_eq!((n("....."), n("....x"), n("xxxxx")), (6, 5, 1));
}

#[test]
fn t12_group_bonus_by_size() {
    let sizes = [1, 2, 3, 4, 6, 7, 9, 10, 20];
    let bonus: Vec<i32> = sizes.iter().map(|&n| tables::group_bonus(n)).collect();
    assert_eq!(bonus, [0, 1, 1, 2, 2, 3, 3, 4, 4]);
}

#[test]
fn t13_minion_boxes_by_quality() {
    let l = Ladder::spanish();
    let boxes: Vec<u32> = ["Normal", "Decente", "Buena"]
        .iter()
        .map(|q| tables::minion_boxes(l.parse(q).unwrap()))
        .collect();
    assert_eq!(boxes, [1, 2, 3]);
}

#[test]
fn t19_best_followers_are_geniales() {
    let mut f = Follower::new("Igor", FollowerType::Companion);
    f.improvements.quality = 3;
    assert_eq!((f.quality(), f.check(5)), (4, Ok(())), "leader Soberbio: Genial");
    f.improvements.quality = 4;
    assert!(f.check(5).is_err());
}

#[test]
fn t20_skilled_packages() {
    use followers::package_ratings;
    assert_eq!(
        [package_ratings(1, 1), package_ratings(1, 2), package_ratings(1, 3)],
        [vec![1], vec![0, 0], vec![-1, -1, -1]]
    );
    assert_eq!(
        [package_ratings(3, 1), package_ratings(3, 2), package_ratings(3, 3)],
        [vec![3], vec![2, 2], vec![1, 1, 1]]
    );
}

#[test]
fn t21_scope_twice_covers_all_three() {
    let mut f = Follower::new("Sofía", FollowerType::Aide);
    f.improvements.scope = vec![ConflictKind::Physical, ConflictKind::Mental];
    assert_eq!(f.scope().len(), 3);
    assert!(ConflictKind::ALL.iter().all(|&k| f.helps_in(k)));
    assert_eq!(f.check(3), Ok(()));
}

#[test]
fn t22_one_attached_follower_gives_plus_one() {
    let f = Follower::new("Igor", FollowerType::Companion);
    assert_eq!(
        followers::followers_bonus(std::slice::from_ref(&f), ConflictKind::Physical),
        1
    );
    assert_eq!(
        followers::followers_bonus(&[f], ConflictKind::Social),
        0,
        "out of its scope"
    );
    let four = vec![Follower::new("a", FollowerType::Companion); 4];
    assert_eq!(
        followers::followers_bonus(&four, ConflictKind::Physical),
        2,
        "A-FOL-4: five members"
    );
}

#[test]
fn t25_reasonable_concession_refused() {
    let mut offerer = PowerPoints {
        pp: 2,
        max: 4,
        refresh: 2,
    };
    let mut refuser = PowerPoints {
        pp: 3,
        max: 4,
        refresh: 2,
    };
    let (gain, loss) = (offerer.concession_refused(), refuser.refused_concession());
    assert_eq!((gain.delta, loss.delta), (1, -1));
    assert_eq!((offerer.pp, refuser.pp), (3, 2));
    let mut broke = PowerPoints {
        pp: 0,
        max: 4,
        refresh: 2,
    };
    assert_eq!(broke.refused_concession().delta, 0, "A-PP-7: never below 0");
}

#[test]
fn t26_taken_out_player_spends_everything() {
    let mut p = PowerPoints {
        pp: 3,
        max: 4,
        refresh: 2,
    };
    let e = p.reject_taken_out().unwrap();
    assert_eq!((e.delta, e.after, e.reason), (-3, 0, PpReason::RejectTakenOut));
    assert_eq!(
        p.reject_taken_out(),
        Err(FateError::NoPp { have: 0, need: 1 }),
        "minimum 1"
    );
}

#[test]
fn t27_t37_starting_power_points() {
    // The seed contradicts itself: PP = number of powers (4), "inicialmente cinco" (L62).
    let rules = Rules::default();
    assert_eq!(PowerPoints::starting(4, 2, &rules).pp, 4);
    let five = Rules {
        starting_pp: Some(5),
        ..Rules::default()
    };
    assert_eq!(PowerPoints::starting(4, 2, &five).pp, 5);
}

/// Issue 24: `starting_powers` and `tie_policy` were read by no rule and are retired; a roll's
/// `rules` written before still reads (the narrator reads it back), and they are not written.
#[test]
fn retired_fate_settings_still_read_and_are_not_written() {
    let old: Rules = serde_json::from_value(serde_json::json!({"starting_powers": 4, "tie_policy": "tie"})).unwrap();
    let again = serde_json::to_value(&old).unwrap();
    assert!(again.get("starting_powers").is_none() && again.get("tie_policy").is_none());
    let fresh = serde_json::to_value(Rules::default()).unwrap();
    assert_eq!(again, fresh);
}

#[test]
fn t32_leader_and_three_minions() {
    assert_eq!(tables::group_bonus(1 + 3), 2);
}

#[test]
fn t38_independent_bueno_follower_caught_alone() {
    let mut f = Follower::new("Sombra", FollowerType::Companion);
    assert_eq!(f.boxes_alone(), None, "only an independent follower acts alone");
    f.improvements.quality = 2;
    f.improvements.independent = true;
    assert_eq!((f.quality(), f.boxes_alone()), (3, Some(3)));
}

#[test]
fn edge_refresh() {
    let rules = Rules::default();
    let refresh = |pp| {
        let mut p = PowerPoints { pp, max: 4, refresh: 3 };
        p.refresh(&rules);
        p.pp
    };
    assert_eq!(
        (refresh(0), refresh(3), refresh(6)),
        (3, 4, 6),
        "never reduced (A-PP-3)"
    );
    let sotc = Rules {
        refresh_mode: options::RefreshMode::SotcTopUp,
        ..Rules::default()
    };
    let mut p = PowerPoints {
        pp: 1,
        max: 4,
        refresh: 3,
    };
    assert_eq!(p.refresh(&sotc).after, 3);
}

#[test]
fn t09_disarm_with_three_shifts() {
    assert_eq!(movement::disarm_penalty(3), -4);
}

#[test]
fn t10_knockback_of_a_normal_person() {
    let costs: Vec<u32> = (1..=4).map(|d| movement::knockback_cost(2, &vec![0; d])).collect();
    assert_eq!(costs, [3, 7, 12, 18]);
}

#[test]
fn t11_push_costs_under_both_readings() {
    let per_zone = Rules::default();
    let flat = Rules {
        push_cost: options::PushCost::WeightPlusZones,
        ..Rules::default()
    };
    let cost = |d: usize, r: &Rules| movement::push_cost(2, &vec![0; d], r);
    assert_eq!([cost(1, &per_zone), cost(2, &per_zone), cost(3, &per_zone)], [3, 6, 9]);
    assert_eq!([cost(1, &flat), cost(2, &flat), cost(3, &flat)], [3, 4, 5]);
}

#[test]
fn t35_movement_and_borders() {
    assert_eq!(movement::move_penalty(2, 0), -3);
    assert_eq!(movement::sprint_zones(3, true, &[1, 0, 0], 0), 2);
    assert_eq!(movement::move_penalty(0, 2), -3, "carrying a WF 2 load (L306)");
}

#[test]
fn ex_movimiento_entre_fronteras() {
    let (z, b, c) = a_b_c();
    let borders = z.path_borders(&[0, b, c]).unwrap();
    assert_eq!(movement::move_penalty(borders[0], 0), -3);
    // Atletismo +3 rolling +1 against Mediocre (A-MOV-1): 4 shifts.
    let t = roll_on(
        RollSpec::new(3).against(Rules::default().sprint_difficulty),
        &[1, 0, 0, 0],
    );
    assert_eq!(t.shifts_gained, 4);
    assert_eq!(movement::sprint_zones(t.shifts_gained, true, &borders, 0), 2);
    assert_eq!(movement::sprint_zones(2, true, &borders, 0), 0);
}

#[test]
fn ex_derribo() {
    assert_eq!(movement::knockback_zones(8, 2, &[0, 0, 0]), (2, 1));
    assert_eq!(movement::knockback_cost(4, &[0]), 5, "a heavy target, WF 4");
}

#[test]
fn ex_dano_a_grupos_de_secuaces() {
    let mut g = MinionGroup::new("sectarios", 2, ConflictKind::Physical, 6);
    assert_eq!(g.bonus(), 2);
    let h = g.hit(5);
    assert_eq!((h.taken_out, h.remaining, h.damage, h.bonus_after), (2, 4, 1, 2));
    let h = g.hit(3);
    assert_eq!((h.taken_out, h.remaining, h.bonus_after), (2, 2, 1));
    let mut normals = MinionGroup::new("matones", 1, ConflictKind::Physical, 5);
    let h = normals.hit(3);
    assert_eq!((h.remaining, h.bonus_before, h.bonus_after), (2, 2, 1));
    let mut buenos = MinionGroup::new("guardias", 3, ConflictKind::Physical, 3);
    buenos.damage = 2;
    assert_eq!(buenos.hit(4).remaining, 1);
}

#[test]
fn ex_desbordamiento_para_hacer_acciones_suplementarias() {
    let mut g = MinionGroup::new("matones", 1, ConflictKind::Physical, 3);
    let h = g.hit(7);
    assert_eq!((h.remaining, h.overflow), (0, 4));
    let mut o = Overflow::new(h.overflow);
    assert_eq!(o.spend(OverflowUse::Move { border: 1, load: 0 }), Ok(2));
    assert_eq!(
        o.spend(OverflowUse::Supplementary { penalty: 1 }),
        Ok(1),
        "drawing a weapon"
    );
    assert_eq!(o.spend(OverflowUse::Attack), Err(FateError::OverflowAttack));
    assert_eq!(o.left, 1);
}

#[test]
fn edge_mixed_group_damage() {
    let rules = Rules::default();
    let mut minions = MinionGroup::new("esbirros", 1, ConflictKind::Physical, 3);
    assert_eq!(minions::mixed_bonus(minions.count, 0), 2);
    let (h, leader_hit) = minions::hit_mixed(&mut minions, 5);
    assert_eq!((h.taken_out, leader_hit), (3, 2));
    let mut salud = StressTrack::new(5);
    assert_eq!(
        hit_effect(&salud, &[], 3, leader_hit, &rules),
        HitEffect::Box { index: 2 }
    );
    salud.absorb(leader_hit);
    assert_eq!(minions::mixed_bonus(minions.count, 0), 0);
}

#[test]
fn t14_climbing_with_two_secondaries() {
    use combine::{combined_modifier, Secondary, SecondaryRole::*};
    let (restricts, complements) = (Secondary::new(Restrict, 2), Secondary::new(Complement, 4));
    assert_eq!(combined_modifier(3, &[restricts, complements]), 0, "+1 − 1");
    let more = [
        restricts,
        complements,
        Secondary::new(Restrict, 1),
        Secondary::new(Modify, 5),
    ];
    assert_eq!(combined_modifier(3, &more), 0, "never more than one of each");
    assert_eq!(combined_modifier(3, &[complements, Secondary::new(Modify, 6)]), 1);
}

#[test]
fn t15_knife_throw_on_a_roof() {
    use combine::{combined_modifier, Secondary, SecondaryRole::Restrict};
    assert_eq!(combined_modifier(4, &[Secondary::new(Restrict, 2)]), -1);
    assert_eq!(
        combined_modifier(4, &[Secondary::new(Restrict, 5)]),
        0,
        "a restrictor never gives +1"
    );
}

#[test]
fn t29_zones_and_reach() {
    assert_eq!(
        (Reach::Melee.zones(), Reach::Thrown.zones(), Reach::Firearm.zones()),
        (0, 1, 3)
    );
}

#[test]
fn t34_declarations_are_the_gms_call() {
    let mut p = PowerPoints {
        pp: 2,
        max: 4,
        refresh: 2,
    };
    let lighter = p.declare("Necesito un mechero", true).unwrap();
    assert_eq!((lighter.delta, p.pp), (-1, 1));
    let herborn = p.declare("El Doctor Herborn cae fulminado", false).unwrap();
    assert_eq!((herborn.delta, p.pp), (0, 1), "vetoed: the point is not spent (A-PP-5)");
}

/// Issue #17, Fate: power points declared before the dice (`--pp`), with or without a sheet,
/// go through one check. The book sets no cap (F64, F67: a point for +1 at any moment); the
/// table's `pp_bonus_cap` (A-PP-4) bounds them either way; a sheet's holdings (F66) when known.
#[test]
fn pp_declared_are_bounded_by_the_tables_cap_and_a_sheets_holdings_f64_f66_f67() {
    let spec = RollSpec::new(2).with(ModifierKind::PowerPoint, 6);
    assert_eq!(spec.pp_declared(), 6);
    assert_eq!(spec.check_pp(&Rules::default(), None), Ok(()), "no cap in the book");
    assert_eq!(
        spec.check_pp(&Rules::default(), Some(4)),
        Err(FateError::NoPp { have: 4, need: 6 })
    );
    let capped = Rules {
        pp_bonus_cap: Some(2),
        ..Rules::default()
    };
    assert_eq!(spec.check_pp(&capped, None), Err(FateError::PpCap { cap: 2 }));
    assert_eq!(spec.check_pp(&capped, Some(9)), Err(FateError::PpCap { cap: 2 }));
    // Declared and spent after the dice count together against the cap.
    let two = RollSpec::new(2).with(ModifierKind::PowerPoint, 2);
    assert_eq!(two.check_pp(&capped, None), Ok(()));
    let mut r = FateRoll::throw(two, &mut dice(&[1, 0, 0, -1])).unwrap();
    assert_eq!(r.spend_pp(&capped), Err(FateError::PpCap { cap: 2 }));
    assert_eq!(
        roll_on(RollSpec::new(2).with(ModifierKind::PowerPoint, 6), &[1, -1, 0, 1]).effort,
        9
    );
}
