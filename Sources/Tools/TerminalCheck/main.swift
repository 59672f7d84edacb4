print("terminal check: not written yet")
