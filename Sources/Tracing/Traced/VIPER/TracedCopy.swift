// The traced copy of VIPER: the `InstrumentArchitecture` plugin writes its sources at build
// time from the files of Sources/VIPER/ (see Sources/Tracing/README.md).
